# ctest install-consumer: installs this build into a fresh prefix, builds
# test/Install/consumer against it with find_package(FSDPMLIR) and runs it on
# a DDP step, then trains that step, sharded and compiled, in-process with the
# runner library, and shards, compiles and trains it with the compiler
# library in a program of its own. Variables: BUILD_DIR, SOURCE_DIR,
# WORK_DIR, MLIR_DIR, GENERATOR, STEP, MPIRUN, and the build's CXX_COMPILER,
# CXX_LAUNCHER and SANITIZE (the installed static libraries need the same
# sanitizer runtime at link time).
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
    lib/libfsdp_rt.so include/fsdp/InitAllFSDP.h include/fsdp/Runner/Session.h
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

# The runner library: the installed fsdp-run compiles the sharded step into a
# step library, fsdp-train (linking FSDPMLIR::FSDPRunner) trains it in its
# own processes, one per rank of the step's grid.
run(${prefix}/bin/fsdp-opt ${STEP} --fsdp-pipeline -o ${WORK_DIR}/sharded.mlir)
run(${prefix}/bin/fsdp-run ${WORK_DIR}/sharded.mlir --no-compile-cache
  --emit-step=${WORK_DIR}/step)
# And its forward step (examples/mlp_eval.mlir), run on the trained state.
get_filename_component(examples ${STEP} DIRECTORY)
run(${prefix}/bin/fsdp-opt ${examples}/mlp_eval.mlir --fsdp-pipeline
  -o ${WORK_DIR}/forward.mlir)
run(${prefix}/bin/fsdp-run ${WORK_DIR}/forward.mlir --entry=eval_step
  --no-compile-cache --emit-step=${WORK_DIR}/forward)
run(${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
  ${MPIRUN} --allow-run-as-root --oversubscribe -np 4
  ${WORK_DIR}/build/fsdp-train ${WORK_DIR}/step 3 ${WORK_DIR}/ck
  ${WORK_DIR}/forward)
foreach(expected "step 3 loss=" "saved ${WORK_DIR}/ck/step-3"
    "evaluated after step 3 loss=" "same), 0 argument(s) resharded")
  string(FIND "${out}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "fsdp-train output lacks '${expected}':\n${out}")
  endif()
endforeach()
if(NOT EXISTS ${WORK_DIR}/ck/latest)
  message(FATAL_ERROR "fsdp-train saved no checkpoint")
endif()

# The compiler library: fsdp-compile-train (linking
# FSDPMLIR::FSDPRunnerCompiler) shards the DDP step, compiles it into a step
# library in its rank 0 and trains it on every rank, with no fsdp-run.
run(${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
  ${MPIRUN} --allow-run-as-root --oversubscribe -np 4
  ${WORK_DIR}/build/fsdp-compile-train ${STEP} ${WORK_DIR}/compiled 3)
foreach(expected "compiled ${STEP}: " "for 4 rank(s)" "compiled step 3 loss=")
  string(FIND "${out}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "fsdp-compile-train output lacks '${expected}':\n${out}")
  endif()
endforeach()
if(NOT EXISTS ${WORK_DIR}/compiled/step.so)
  message(FATAL_ERROR "fsdp-compile-train wrote no step library")
endif()
string(REGEX MATCHALL "compiled step [0-9]+ loss=[0-9.]+" library_losses
  "${out}")
# The same step compiled and linked into each rank's process (LinkedStep),
# run by the same Session: the same losses, to the printed digit.
run(${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
  ${MPIRUN} --allow-run-as-root --oversubscribe -np 4
  ${WORK_DIR}/build/fsdp-compile-train ${STEP} ${WORK_DIR}/unused 3
  --in-process)
string(REGEX MATCHALL "compiled step [0-9]+ loss=[0-9.]+" linked_losses
  "${out}")
list(LENGTH linked_losses n)
if(NOT n EQUAL 3 OR NOT "${linked_losses}" STREQUAL "${library_losses}"
    OR NOT out MATCHES "in-process, linked here")
  message(FATAL_ERROR "fsdp-compile-train --in-process: ${linked_losses}, "
    "the step library: ${library_losses}\n${out}")
endif()
if(EXISTS ${WORK_DIR}/unused)
  message(FATAL_ERROR "fsdp-compile-train --in-process wrote a step library")
endif()
message(STATUS "install-consumer: ok")
