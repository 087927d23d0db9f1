# ctest install-consumer: installs this build into a fresh prefix, builds
# test/Install/consumer against it with find_package(FSDPMLIR) and runs it on
# a DDP step. Variables: BUILD_DIR, SOURCE_DIR, WORK_DIR, MLIR_DIR, GENERATOR,
# STEP, and the build's CXX_COMPILER, CXX_LAUNCHER and SANITIZE (the
# installed static libraries need the same sanitizer runtime at link time).
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
  set(out "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(f bin/fsdp-opt bin/fsdp-run bin/fsdp-gen lib/FSDPPlugin.so
    lib/libfsdp_rt.so include/fsdp/InitAllFSDP.h
    include/fsdp/Dialect/FSDP/IR/FSDPOps.h.inc include/fsdp_rt/fsdp_rt.h
    lib/cmake/FSDPMLIR/FSDPMLIRConfig.cmake
    lib/cmake/FSDPMLIR/FSDPMLIRConfigVersion.cmake
    lib/cmake/FSDPMLIR/FSDPMLIRTargets.cmake)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

# The installed fsdp-opt runs from the prefix (its RPATH finds its libraries).
run(${prefix}/bin/fsdp-opt --version)

set(options -DCMAKE_CXX_COMPILER=${CXX_COMPILER})
if(CXX_LAUNCHER)
  list(APPEND options -DCMAKE_CXX_COMPILER_LAUNCHER=${CXX_LAUNCHER})
endif()
if(SANITIZE)
  list(APPEND options "-DCMAKE_CXX_FLAGS=-fsanitize=${SANITIZE}"
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=${SANITIZE}")
endif()
run(${CMAKE_COMMAND} -G ${GENERATOR} -S ${SOURCE_DIR} -B ${WORK_DIR}/build
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix}
  -DMLIR_DIR=${MLIR_DIR} ${options})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/fsdp-consumer ${STEP})
foreach(expected "fsdp.reduce_scatter" "fsdp.all_gather"
    "fsdp_rt_dtype_size(FSDP_RT_F32) = 4")
  string(FIND "${out}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "consumer output lacks '${expected}':\n${out}")
  endif()
endforeach()
message(STATUS "install-consumer: ok")
