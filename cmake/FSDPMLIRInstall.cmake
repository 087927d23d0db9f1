# `cmake --install build --prefix P`: the tools, the libraries, the headers
# (generated .inc included) and a CMake package, so that an outside project
# does find_package(FSDPMLIR CONFIG) and links FSDPMLIR::FSDPMLIR (dialect,
# passes, conversions and their MLIR dependencies), FSDPMLIR::FSDPRunner
# (the runner library), FSDPMLIR::FSDPRunnerCompiler (a step from MLIR to
# machine code) and FSDPMLIR::fsdp_rt.
include(CMakePackageConfigHelpers)

set(FSDP_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/FSDPMLIR)

# Everything a step goes through, from the dialect to fsdp-lower-to-llvm.
set(FSDP_COMPILER_LIBS FSDPDialect FSDPStepOpInterface FSDPStepOpModels
  FSDPAnalysis FSDPTransforms FSDPBufferization FSDPLowering FSDPToRuntime
  FSDPContractionsToBlas FSDPCheckIndices FSDPPipelines FSDPSupport)

add_library(FSDPMLIR INTERFACE)
target_link_libraries(FSDPMLIR INTERFACE ${FSDP_COMPILER_LIBS})
target_include_directories(FSDPMLIR INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)

set(FSDP_RUNTIME_LIBS fsdp_rt)
if(TARGET fsdp_rt_cuda)
  list(APPEND FSDP_RUNTIME_LIBS fsdp_rt_cuda)
endif()

install(TARGETS FSDPMLIR ${FSDP_COMPILER_LIBS} FSDPRunner FSDPRunnerCompiler
  ${FSDP_RUNTIME_LIBS}
  EXPORT FSDPMLIRTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The installed tools find libfsdp_rt next to them and libMLIR where this
# tree was built against.
foreach(tool fsdp-opt fsdp-run fsdp-gen)
  set_target_properties(${tool} PROPERTIES INSTALL_RPATH
    "\$ORIGIN/../${CMAKE_INSTALL_LIBDIR};${LLVM_LIBRARY_DIR}")
endforeach()
set_target_properties(FSDPPlugin PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")
install(TARGETS fsdp-opt fsdp-run fsdp-gen
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/fsdp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/fsdp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/fsdp_rt
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def")

install(EXPORT FSDPMLIRTargets
  NAMESPACE FSDPMLIR::
  DESTINATION ${FSDP_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/FSDPMLIRConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/FSDPMLIRConfig.cmake
  INSTALL_DESTINATION ${FSDP_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_LIBDIR)
# 0.x: a minor release may change the C++ API, so only the same minor fits.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/FSDPMLIRConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/FSDPMLIRConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/FSDPMLIRConfigVersion.cmake
  DESTINATION ${FSDP_INSTALL_CMAKEDIR})
