# cmake -DOUT=<file.inc> -DPROFILES=<a.json;b.json;...> -P EmbedProfiles.cmake
# Writes one `{"<name>", R"(<json>)"},` initializer per profile file (the
# name is the file's name without .json): the built-in machine profiles of
# CostModel.cpp.
set(body "// Generated from profiles/*.json by EmbedProfiles.cmake; do not edit.\n")
foreach(profile IN LISTS PROFILES)
  get_filename_component(name "${profile}" NAME_WE)
  file(READ "${profile}" json)
  if(json MATCHES "\\)fsdp_profile\"")
    message(FATAL_ERROR "${profile} contains the raw string's delimiter")
  endif()
  string(APPEND body "{\"${name}\", R\"fsdp_profile(${json})fsdp_profile\"},\n")
endforeach()
file(WRITE "${OUT}.tmp" "${body}")
file(RENAME "${OUT}.tmp" "${OUT}")
