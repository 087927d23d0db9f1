# -*- Python -*-

import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "FSDP"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".py"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.fsdp_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%fsdp_src", config.fsdp_src_root))
# LLVM's not, for the command lines that must fail.
config.substitutions.append(("%not", os.path.join(config.llvm_tools_dir, "not")))
config.substitutions.append(
    ("%fsdp_plugin", os.path.join(config.fsdp_obj_root, "lib", "FSDPPlugin.so"))
)
# A libfsdp_rt stand-in of another ABI version (runtime/test/fake).
fake_abi = os.path.join("runtime", "test", "libfsdp_rt_fake_abi.so")
config.substitutions.append(
    ("%fsdp_rt_fake_abi", os.path.join(config.fsdp_obj_root, fake_abi))
)

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# The sanitized run's settings (scripts/test-sanitized.sh); lit passes the
# other sanitizers' *_OPTIONS itself.
llvm_config.with_system_environment(["LSAN_OPTIONS"])
llvm_config.use_default_substitutions()
# fsdp-run's compile cache: one of the build tree's, not the user's, shared
# by the tests (a step several tests run is compiled once).
config.environment["FSDP_COMPILE_CACHE_DIR"] = os.path.join(
    config.fsdp_obj_root, "test", "compile-cache"
)

tool_dirs = [config.fsdp_tools_dir, config.llvm_tools_dir]
tools = [
    "fsdp-opt",
    ToolSubst("mlir-opt", unresolved="ignore"),
    ToolSubst("mlir-runner", unresolved="ignore"),
    ToolSubst("fsdp-gen", unresolved="ignore"),
    ToolSubst("fsdp-run", unresolved="ignore"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# mlir-runner JITs a lowered module; %mlir_c_runner_utils is the library of
# its print functions.
if os.path.exists(os.path.join(config.llvm_tools_dir, "mlir-runner")):
    config.available_features.add("mlir-runner")
config.substitutions.append(
    (
        "%mlir_c_runner_utils",
        os.path.join(config.llvm_tools_dir, "..", "lib", "libmlir_c_runner_utils.so"),
    )
)

# Optional features gate the tests that need them.
# A sanitized build (-DFSDP_SANITIZE): its code cannot be loaded into an
# unsanitized host such as upstream mlir-opt.
if getattr(config, "fsdp_sanitize", ""):
    config.available_features.add("sanitized")
# What %mpirun (lit.local.cfg of the directories that run ranks) passes to
# mpirun. Sanitized ranks do not check for leaks: Open MPI keeps much of what
# MPI_Init allocates, in plugins it unloads before exit, so those reports
# have no frame a suppression could name; every other error still counts.
config.fsdp_mpirun_flags = "--allow-run-as-root --oversubscribe"
if "address" in getattr(config, "fsdp_sanitize", ""):
    config.fsdp_mpirun_flags += (
        " -x ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0"
    )
# strace shows what a process writes, one write(2) at a time.
if shutil.which("strace"):
    config.available_features.add("strace")
if os.path.exists("/dev/nvidiactl") or os.environ.get("FSDP_HAVE_GPU") == "1":
    config.available_features.add("cuda-gpu")
