# The pass and dialect reference, generated from TableGen and committed in
# docs/reference (scripts/update-reference-docs.sh copies it there).
#
# fsdp_add_mlir_doc(<td> <name> <subdir> <gen-flag> [flags...]) is
# add_mlir_doc: `ninja mlir-doc` writes build/docs/<subdir><name>.md, where
# <subdir> is the page's folder under docs/reference (`passes/`,
# `dialect/`). It also records the mlir-tblgen invocation that add_mlir_doc
# makes (its flags, include directories and .td file), so that ctest's
# `reference-docs` (test/CMakeLists.txt) regenerates every page with the same
# command and compares it with the committed copy.

set_property(GLOBAL PROPERTY FSDP_REFERENCE_DOCS "")

function(fsdp_add_mlir_doc doc_filename output_file output_directory command)
  add_mlir_doc(${doc_filename} ${output_file} ${output_directory} ${command}
               ${ARGN})
  # As add_mlir_doc and LLVM's tablegen() build the command line.
  get_directory_property(includes INCLUDE_DIRECTORIES)
  list(PREPEND includes ${CMAKE_CURRENT_SOURCE_DIR})
  list(REMOVE_ITEM includes "")
  list(TRANSFORM includes PREPEND -I)
  set(args ${command} -allow-hugo-specific-features ${ARGN} ${includes}
           ${LLVM_TABLEGEN_FLAGS} ${CMAKE_CURRENT_SOURCE_DIR}/${doc_filename}.td)
  # One manifest line per page: the page's path, then the arguments, all
  # separated by tabs.
  list(PREPEND args ${output_directory}${output_file}.md)
  string(REPLACE ";" "\t" line "${args}")
  set_property(GLOBAL APPEND_STRING PROPERTY FSDP_REFERENCE_DOCS "${line}\n")
endfunction()

# Writes the recorded invocations to `file`, for the staleness test.
function(fsdp_write_reference_docs_manifest file)
  get_property(lines GLOBAL PROPERTY FSDP_REFERENCE_DOCS)
  file(WRITE ${file} "${lines}")
endfunction()
