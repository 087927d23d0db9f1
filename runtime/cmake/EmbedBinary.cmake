# cmake -DIN=<file> -DOUT=<file.cpp> -DSYMBOL=<name> -P EmbedBinary.cmake
# Writes `extern "C" const unsigned char SYMBOL[]` and SYMBOL_size.
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" len)
math(EXPR bytes "${len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" body "${body}")
file(WRITE "${OUT}.tmp"
  "// Generated from ${IN} by EmbedBinary.cmake; do not edit.\n"
  "#include <cstddef>\n"
  "extern \"C\" {\n"
  "alignas(64) extern const unsigned char ${SYMBOL}[] = {\n${body}0};\n"
  "extern const size_t ${SYMBOL}_size = ${bytes};\n"
  "}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
