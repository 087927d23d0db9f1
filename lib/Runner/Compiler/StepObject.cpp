//===- StepObject.cpp - The step compiled ahead of loading ----------------===//

#include "fsdp/Runner/Compiler/StepObject.h"

#include "fsdp/Runner/CompiledCode.h"

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Lowering/DonateState.h"
#include "fsdp_rt/fsdp_rt.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/ModuleTranslation.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/ExecutionEngine/JITEventListener.h"
#include "llvm/ExecutionEngine/Orc/CompileUtils.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h"
#include "llvm/ExecutionEngine/SectionMemoryManager.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/EndianStream.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/MergeFunctions.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/SplitModule.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <optional>
#include <thread>

using namespace fsdprun;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

namespace {

constexpr char kMagic[8] = {'F', 'S', 'D', 'P', 'S', 'T', 'E', 'P'};
/// Bumped whenever the layout below or the meaning of a field changes.
constexpr uint32_t kFormatVersion = 1;

Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Bounds-checked little-endian reads of serialize()'s layout.
class Reader {
public:
  explicit Reader(StringRef bytes) : rest(bytes) {}
  bool take(size_t n, StringRef &out) {
    if (rest.size() < n)
      return false;
    out = rest.take_front(n);
    rest = rest.drop_front(n);
    return true;
  }
  template <typename T> bool read(T &value) {
    StringRef raw;
    if (!take(sizeof(T), raw))
      return false;
    value =
        llvm::support::endian::read<T, llvm::endianness::little>(raw.data());
    return true;
  }
  bool string(StringRef &out) {
    uint64_t n;
    return read(n) && take(n, out);
  }
  bool empty() const { return rest.empty(); }

private:
  StringRef rest;
};

/// The functions of `m`'s `name` array (llvm.global_ctors/dtors) in the
/// order they run, made external so the loader can find them; the array is
/// removed (a linked object's .init_array would not run).
std::vector<std::string> takeStructors(llvm::Module &m, StringRef name,
                                       bool ascending) {
  std::vector<std::string> names;
  llvm::GlobalVariable *gv = m.getNamedGlobal(name);
  if (!gv)
    return names;
  std::vector<std::pair<uint64_t, llvm::Function *>> entries;
  if (auto *array =
          llvm::dyn_cast_or_null<llvm::ConstantArray>(gv->getInitializer()))
    for (llvm::Value *element : array->operands()) {
      auto *entry = llvm::dyn_cast<llvm::ConstantStruct>(element);
      if (!entry || entry->getNumOperands() < 2)
        continue;
      auto *priority = llvm::dyn_cast<llvm::ConstantInt>(entry->getOperand(0));
      auto *fn = llvm::dyn_cast<llvm::Function>(
          entry->getOperand(1)->stripPointerCasts());
      if (priority && fn)
        entries.push_back({priority->getZExtValue(), fn});
    }
  std::stable_sort(entries.begin(), entries.end(),
                   [&](const auto &a, const auto &b) {
                     return ascending ? a.first < b.first : a.first > b.first;
                   });
  for (auto &[priority, fn] : entries) {
    if (!fn->hasName())
      fn->setName(name.drop_front(5) + ".fn");
    fn->setLinkage(llvm::GlobalValue::ExternalLinkage);
    fn->setVisibility(llvm::GlobalValue::DefaultVisibility);
    names.push_back(fn->getName().str());
  }
  gv->eraseFromParent();
  return names;
}

/// Machine code for `m`, with a target machine of `jtmb` at `level`.
Expected<std::string> codegen(llvm::Module &m,
                              llvm::orc::JITTargetMachineBuilder jtmb,
                              llvm::CodeGenOptLevel level) {
  jtmb.setCodeGenOptLevel(level);
  auto tm = jtmb.createTargetMachine();
  if (!tm)
    return tm.takeError();
  llvm::orc::SimpleCompiler compiler(**tm);
  auto object = compiler(m);
  if (!object)
    return object.takeError();
  return (*object)->getBuffer().str();
}

/// Whether `gv` is a function defined `optnone`: the step's entry and the
/// straight-line functions markLongBlocks marks, which only call kernels.
bool isUnoptimized(const llvm::GlobalValue *gv) {
  auto *f = llvm::dyn_cast<llvm::Function>(gv);
  return f && !f->isDeclaration() && f->hasOptNone();
}

/// Marks `optnone` the straight-line functions of `m` that grow with the
/// model (a step lowered without fsdp-outline-kernels' block splitting):
/// they gain nothing from optimization, but SelectionDAG's scheduling is
/// superlinear in a block's size.
void markLongBlocks(llvm::Module &m) {
  constexpr size_t kMaxOptimizedBlock = 2000;
  for (llvm::Function &f : m) {
    if (f.isDeclaration() || f.size() != 1 || f.hasOptNone() ||
        f.front().size() <= kMaxOptimizedBlock)
      continue;
    f.removeFnAttr(llvm::Attribute::AlwaysInline);
    f.addFnAttr(llvm::Attribute::NoInline);
    f.addFnAttr(llvm::Attribute::OptimizeNone);
  }
}

/// Whether every use of `c` (through constant expressions) is in one of
/// `functions`.
bool usedOnlyIn(
    const llvm::Constant *c,
    const llvm::SmallPtrSetImpl<const llvm::GlobalValue *> &functions) {
  for (const llvm::User *user : c->users()) {
    if (auto *inst = llvm::dyn_cast<llvm::Instruction>(user)) {
      if (!functions.contains(inst->getFunction()))
        return false;
    } else if (auto *expr = llvm::dyn_cast<llvm::ConstantExpr>(user)) {
      if (!usedOnlyIn(expr, functions))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

/// The functions of `m` defined and not `optnone` (the kernels), with the
/// global variables only they use, moved into a module of their own (in
/// m's context) and deleted from `m`, which keeps the `optnone` ones; null
/// unless `m` defines both kinds. Local symbols become hidden external ones
/// (as llvm::SplitModule makes them), so that the objects link.
std::unique_ptr<llvm::Module> takeOptimized(llvm::Module &m) {
  llvm::SmallPtrSet<const llvm::GlobalValue *, 16> kernels;
  bool unoptimized = false;
  for (llvm::Function &f : m)
    if (!f.isDeclaration()) {
      if (isUnoptimized(&f))
        unoptimized = true;
      else
        kernels.insert(&f);
    }
  if (!unoptimized || kernels.empty())
    return nullptr;
  llvm::SmallPtrSet<const llvm::GlobalValue *, 16> moved = kernels;
  for (llvm::GlobalVariable &gv : m.globals())
    if (!gv.isDeclaration() && !gv.getName().starts_with("llvm.") &&
        !gv.use_empty() && usedOnlyIn(&gv, kernels))
      moved.insert(&gv);
  for (llvm::GlobalValue &gv : m.global_values()) {
    if (gv.hasLocalLinkage()) {
      gv.setLinkage(llvm::GlobalValue::ExternalLinkage);
      gv.setVisibility(llvm::GlobalValue::HiddenVisibility);
    }
    if (!gv.hasName())
      gv.setName("fsdp.unnamed");
  }
  llvm::ValueToValueMapTy map;
  std::unique_ptr<llvm::Module> out = llvm::CloneModule(
      m, map, [&](const llvm::GlobalValue *gv) { return moved.contains(gv); });
  // (Special globals such as llvm.used stay with their definitions.)
  for (llvm::GlobalVariable &gv : llvm::make_early_inc_range(out->globals()))
    if (gv.isDeclaration() && gv.getName().starts_with("llvm.") &&
        gv.use_empty())
      gv.eraseFromParent();
  for (llvm::Function &f : m)
    if (kernels.contains(&f))
      f.deleteBody();
  for (llvm::GlobalVariable &gv : llvm::make_early_inc_range(m.globals()))
    if (moved.contains(&gv)) {
      gv.removeDeadConstantUsers();
      gv.eraseFromParent();
    }
  return out;
}

/// CodeGenOptLevel::None for a module whose functions are all `optnone`,
/// else `optimized`.
llvm::CodeGenOptLevel levelOf(const llvm::Module &m,
                              llvm::CodeGenOptLevel optimized) {
  return llvm::all_of(m,
                      [](const llvm::Function &f) {
                        return f.isDeclaration() || f.hasOptNone();
                      })
             ? llvm::CodeGenOptLevel::None
             : optimized;
}

/// A module to generate code for on another thread: its bitcode, as it
/// crosses to the thread's own LLVMContext, and the level.
struct CodegenJob {
  std::string bitcode;
  llvm::CodeGenOptLevel level;
};

/// `m` as bitcode with its use-list order: read back, it is the same
/// module, use lists included.
std::string toBitcode(const llvm::Module &m) {
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  llvm::WriteBitcodeToFile(m, os, /*ShouldPreserveUseListOrder=*/true);
  return bytes;
}

/// The objects of `jobs`, compiled on up to `threads` threads, in order.
Expected<std::vector<std::string>>
parallelCodegen(std::vector<CodegenJob> &jobs, unsigned threads,
                const llvm::orc::JITTargetMachineBuilder &jtmb) {
  std::vector<std::string> objects(jobs.size());
  std::vector<std::string> errors(jobs.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < jobs.size(); i = next++) {
      llvm::LLVMContext context;
      auto part = llvm::parseBitcodeFile(
          llvm::MemoryBufferRef(jobs[i].bitcode, "part"), context);
      Expected<std::string> object =
          part ? codegen(**part, jtmb, jobs[i].level)
               : Expected<std::string>(part.takeError());
      if (object)
        objects[i] = std::move(*object);
      else
        errors[i] = llvm::toString(object.takeError());
    }
  };
  std::vector<std::thread> pool;
  for (size_t i = 0; i < std::min<size_t>(threads, jobs.size()); ++i)
    pool.emplace_back(work);
  for (std::thread &t : pool)
    t.join();
  for (const std::string &e : errors)
    if (!e.empty())
      return makeError(e);
  return objects;
}

/// The kernels in `bitcode`, read into a context of this thread's,
/// optimized by `optimize` and compiled at `level`, in up to `parts` parts
/// at once (llvm::SplitModule; a function's code is the same in any part).
Expected<std::vector<std::string>>
compileKernels(StringRef bitcode, unsigned parts,
               const llvm::orc::JITTargetMachineBuilder &jtmb,
               llvm::CodeGenOptLevel level,
               const std::function<Error(llvm::Module &, llvm::TargetMachine *)>
                   &optimize) {
  llvm::LLVMContext context;
  auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "kernels"),
                                  context);
  if (!m)
    return m.takeError();
  auto tm = llvm::orc::JITTargetMachineBuilder(jtmb).createTargetMachine();
  if (!tm)
    return tm.takeError();
  if (Error err = optimize(**m, tm->get()))
    return std::move(err);
  size_t defined = llvm::count_if(
      **m, [](const llvm::Function &f) { return !f.isDeclaration(); });
  parts = std::max<size_t>(1, std::min<size_t>(parts, defined));
  if (parts == 1) {
    Expected<std::string> object = codegen(**m, jtmb, levelOf(**m, level));
    if (!object)
      return object.takeError();
    return std::vector<std::string>{std::move(*object)};
  }
  std::vector<CodegenJob> jobs;
  llvm::SplitModule(
      **m, parts,
      [&](std::unique_ptr<llvm::Module> part) {
        jobs.push_back({toBitcode(*part), levelOf(*part, level)});
      },
      /*PreserveLocals=*/false, /*RoundRobin=*/false);
  return parallelCodegen(jobs, parts, jtmb);
}

} // namespace

bool StepObject::calls(StringRef name) const {
  return std::binary_search(runtimeCalls.begin(), runtimeCalls.end(), name);
}

size_t StepObject::codeBytes() const {
  size_t n = 0;
  for (const std::string &o : objects)
    n += o.size();
  return n;
}

std::string StepObject::serialize(const StepKey &key) const {
  llvm::json::Object meta{{"entry", entry},
                          {"abi_version", abiVersion},
                          {"runtime_calls", llvm::json::Array(runtimeCalls)},
                          {"constructors", llvm::json::Array(constructors)},
                          {"destructors", llvm::json::Array(destructors)}};
  if (donatedResults)
    meta["donated_results"] = llvm::json::Array(*donatedResults);
  std::string metaText;
  llvm::raw_string_ostream(metaText) << llvm::json::Value(std::move(meta));

  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  llvm::support::endian::Writer w(os, llvm::endianness::little);
  os.write(kMagic, sizeof(kMagic));
  w.write<uint32_t>(kFormatVersion);
  os.write(reinterpret_cast<const char *>(key.data()), key.size());
  w.write<uint64_t>(metaText.size());
  os << metaText;
  w.write<uint32_t>(objects.size());
  for (const std::string &o : objects) {
    w.write<uint64_t>(o.size());
    os << o;
  }
  w.write<uint32_t>(llvm::crc32(llvm::arrayRefFromStringRef(bytes)));
  return bytes;
}

Expected<StepObject> StepObject::deserialize(StringRef bytes,
                                             const StepKey &key) {
  if (bytes.size() < sizeof(kMagic) + 4 + key.size() + 4 ||
      !bytes.starts_with(StringRef(kMagic, sizeof(kMagic))))
    return makeError("not a step object");
  uint32_t stored = llvm::support::endian::read32le(bytes.end() - 4);
  StringRef body = bytes.drop_back(4);
  if (llvm::crc32(llvm::arrayRefFromStringRef(body)) != stored)
    return makeError("its CRC-32 does not match its bytes");
  Reader r(body.drop_front(sizeof(kMagic)));
  uint32_t version;
  StringRef storedKey, metaText;
  if (!r.read(version) || version != kFormatVersion)
    return makeError("it has format version " + llvm::Twine(version) +
                     ", this fsdp-run reads " + llvm::Twine(kFormatVersion));
  if (!r.take(key.size(), storedKey) ||
      storedKey !=
          StringRef(reinterpret_cast<const char *>(key.data()), key.size()))
    return makeError("it was stored under another key");
  if (!r.string(metaText))
    return makeError("it is truncated");
  Expected<llvm::json::Value> meta = llvm::json::parse(metaText);
  if (!meta)
    return makeError("its description is not JSON: " +
                     llvm::toString(meta.takeError()));
  StepObject out;
  llvm::json::Path::Root root;
  llvm::json::ObjectMapper map(*meta, root);
  std::optional<std::vector<int64_t>> donated;
  if (!map || !map.map("entry", out.entry) ||
      !map.map("abi_version", out.abiVersion) ||
      !map.map("runtime_calls", out.runtimeCalls) ||
      !map.map("constructors", out.constructors) ||
      !map.map("destructors", out.destructors) ||
      !map.mapOptional("donated_results", donated))
    return makeError("its description lacks a field");
  out.donatedResults = std::move(donated);
  uint32_t count;
  if (!r.read(count))
    return makeError("it is truncated");
  for (uint32_t i = 0; i < count; ++i) {
    StringRef o;
    if (!r.string(o))
      return makeError("it is truncated");
    out.objects.push_back(o.str());
  }
  if (!r.empty())
    return makeError("it has bytes after its last object");
  return out;
}

Expected<StepObject> fsdprun::compileStepObject(
    mlir::ModuleOp lowered, StringRef entry, unsigned threads,
    const std::function<Error(llvm::Module &)> &prepare,
    const std::function<Error(llvm::Module &, llvm::TargetMachine *)>
        &optimize) {
  StepObject out;
  out.entry = entry.str();
  out.abiVersion = mlir::fsdp::getRuntimeAbiVersion(lowered).value_or(-1);
  if (mlir::Operation *fn = lowered.lookupSymbol(entry))
    if (mlir::DenseI64ArrayAttr stamp = mlir::fsdp::getDonatedResults(fn))
      out.donatedResults = std::vector<int64_t>(stamp.asArrayRef());
  for (mlir::Operation &op : lowered.getBody()->getOperations())
    if (auto name = op.getAttrOfType<mlir::StringAttr>(
            mlir::SymbolTable::getSymbolAttrName());
        name && name.getValue().starts_with("fsdp_rt_"))
      out.runtimeCalls.push_back(name.str());
  llvm::sort(out.runtimeCalls);

  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb)
    return jtmb.takeError();
  auto tm = jtmb->createTargetMachine();
  if (!tm)
    return tm.takeError();
  llvm::LLVMContext context;
  // The translation's first diagnostic goes into the error (an op the
  // lowering left, and where).
  std::string diagnostic;
  mlir::ScopedDiagnosticHandler handler(
      lowered.getContext(), [&](mlir::Diagnostic &d) {
        if (diagnostic.empty()) {
          llvm::raw_string_ostream os(diagnostic);
          os << d.getLocation() << ": " << d;
        }
        return mlir::success();
      });
  std::unique_ptr<llvm::Module> m =
      mlir::translateModuleToLLVMIR(lowered, context);
  if (!m)
    return makeError("cannot translate the lowered step to LLVM IR" +
                     (diagnostic.empty() ? std::string() : ": " + diagnostic));
  mlir::ExecutionEngine::setupTargetTripleAndDataLayout(m.get(), tm->get());
  out.constructors = takeStructors(*m, "llvm.global_ctors", true);
  out.destructors = takeStructors(*m, "llvm.global_dtors", false);
  // A deep model's kernels repeat layer after layer, each outlined on its
  // own: merging the identical ones (a call then goes to the one left)
  // optimizes and compiles each kind once. Merged functions are equal
  // instruction for instruction, so the results are bitwise the same.
  markLongBlocks(*m);
  llvm::MergeFunctionsPass::runOnModule(*m);
  if (Error err = prepare(*m))
    return std::move(err);
  llvm::Function *fn = m->getFunction(entry);
  if (!fn || fn->isDeclaration())
    return makeError("the lowered step has no function @" + entry);

  // The optnone functions (the entry, which grows with the model) go
  // through the machine pipeline at CodeGenOptLevel::None, unoptimized:
  // fast instruction selection and register allocation, no scheduler. At
  // the default level the greedy register allocator and live intervals took
  // time superlinear in the entry's size, and LLVM's module passes (IPSCCP,
  // called-value propagation) walked it, optnone or not. The kernels are
  // optimized and compiled in a module of their own, read from bitcode into
  // a context of their own: after the entry on this thread, or beside it on
  // others, the same code.
  llvm::CodeGenOptLevel optimized = (*tm)->getOptLevel();
  std::unique_ptr<llvm::Module> kernels = takeOptimized(*m);
  bool entryApart = kernels != nullptr;
  if (!entryApart && levelOf(*m, optimized) == llvm::CodeGenOptLevel::None) {
    Expected<std::string> object =
        codegen(*m, *jtmb, llvm::CodeGenOptLevel::None);
    if (!object)
      return object.takeError();
    out.objects.push_back(std::move(*object));
    return out;
  }
  std::string kernelBitcode = toBitcode(entryApart ? *kernels : *m);
  kernels.reset();
  // The threads beside the entry's share the kernels.
  unsigned kernelParts =
      entryApart ? std::max(1u, threads - 1) : std::max(1u, threads);
  std::optional<Expected<std::vector<std::string>>> kernelObjects;
  auto compileTheKernels = [&] {
    kernelObjects.emplace(
        compileKernels(kernelBitcode, kernelParts, *jtmb, optimized, optimize));
  };
  if (entryApart) {
    std::optional<std::thread> worker;
    if (threads > 1)
      worker.emplace(compileTheKernels);
    Expected<std::string> object =
        codegen(*m, *jtmb, llvm::CodeGenOptLevel::None);
    if (worker)
      worker->join();
    if (!object) {
      if (kernelObjects && !*kernelObjects)
        llvm::consumeError(kernelObjects->takeError());
      return object.takeError();
    }
    out.objects.push_back(std::move(*object));
    if (!worker)
      compileTheKernels();
  } else {
    compileTheKernels();
  }
  if (!*kernelObjects)
    return kernelObjects->takeError();
  for (std::string &o : **kernelObjects)
    out.objects.push_back(std::move(o));
  return out;
}

StringRef fsdprun::codegenScheme() {
  return "optnone functions at CodeGenOptLevel::None in an object of their "
         "own, the others optimized in a module without them";
}

/// The directory of the libfsdp_rt this process runs on.
static std::string runtimeLibraryDir() {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&fsdp_rt_abi_version), &info) ||
      !info.dli_fname)
    return "";
  llvm::SmallString<256> path(info.dli_fname);
  llvm::sys::fs::make_absolute(path);
  return llvm::sys::path::parent_path(path).str();
}

/// What the lowered code calls that no library on the link line defines:
/// f32 -> bf16 (round to nearest even), which GCC 12's libgcc lacks
/// (compiler-rt's __truncsfbf2; the x86-64 ABI returns the bf16 in the low
/// 16 bits of xmm0, as a float). Hidden: each step library has its own.
static constexpr const char *kSupportSource = R"c(
#if defined(__x86_64__)
__attribute__((visibility("hidden"))) float __truncsfbf2(float value) {
  unsigned bits, out;
  __builtin_memcpy(&bits, &value, 4);
  out = (bits & 0x7fffffffu) > 0x7f800000u
            ? (bits >> 16) | 0x40u
            : (bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16;
  float result;
  __builtin_memcpy(&result, &out, 4);
  return result;
}
#endif
)c";

bool fsdprun::linkSharedObject(const StepObject &object,
                               const std::string &path, std::string &error) {
  const char *cc = std::getenv("CC");
  llvm::ErrorOr<std::string> compiler =
      llvm::sys::findProgramByName(cc && *cc ? cc : "cc");
  // An absolute path comes back as it is: whether it runs is checked here.
  if (!compiler || !llvm::sys::fs::can_execute(*compiler)) {
    error = std::string("a step library is linked by the system's C compiler, "
                        "and there is none (") +
            (cc && *cc ? cc : "cc") + "): install gcc or set CC";
    return false;
  }
  std::string runtimeDir = runtimeLibraryDir();
  if (runtimeDir.empty()) {
    error = "cannot find the libfsdp_rt this process runs on";
    return false;
  }
  llvm::SmallString<128> work;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("fsdp-step-link", work)) {
    error = "cannot create a directory to link in: " + ec.message();
    return false;
  }
  auto cleanup =
      llvm::make_scope_exit([&] { llvm::sys::fs::remove_directories(work); });
  std::vector<std::string> args{*compiler, "-shared", "-fPIC", "-o",
                                path + ".tmp"};
  auto write = [&](const std::string &name, llvm::StringRef bytes) {
    std::string file = (work + "/" + name).str();
    std::error_code ec;
    llvm::raw_fd_ostream out(file, ec);
    if (!ec) {
      out << bytes;
      out.close();
      ec = out.error();
    }
    if (ec)
      error = "cannot write " + file + ": " + ec.message();
    args.push_back(file);
    return !ec;
  };
  for (size_t i = 0; i < object.objects.size(); ++i)
    if (!write("step-" + std::to_string(i) + ".o", object.objects[i]))
      return false;
  if (!write("support.c", kSupportSource))
    return false;
  for (std::string flag :
       {"-L" + runtimeDir, std::string("-lfsdp_rt"), std::string("-lm"),
        "-Wl,-rpath," + runtimeDir, std::string("-Wl,--no-undefined"),
        std::string("-Wl,-z,noexecstack")})
    args.push_back(flag);
  std::vector<llvm::StringRef> argv(args.begin(), args.end());
  std::string log = (work + "/link.log").str();
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log, log};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(*compiler, argv, std::nullopt, redirects,
                                     0, 0, &message);
  if (rc != 0) {
    auto text = llvm::MemoryBuffer::getFile(log);
    error = "linking " + path + " failed" +
            (message.empty() ? "" : " (" + message + ")") + ":\n" +
            (text ? (*text)->getBuffer().rtrim().str() : std::string());
    llvm::sys::fs::remove(path + ".tmp");
    return false;
  }
  if (std::error_code ec = llvm::sys::fs::rename(path + ".tmp", path)) {
    error = "cannot write " + path + ": " + ec.message();
    return false;
  }
  return true;
}

void LoadedStep::call(void *results, void *arguments) const {
  callEntry(entryFn, results, arguments);
}

LoadedStep::~LoadedStep() {
  for (void (*dtor)() : destructors)
    callStructor(dtor);
}

Expected<std::unique_ptr<LoadedStep>> LoadedStep::load(
    const StepObject &object,
    const std::function<llvm::orc::SymbolMap(llvm::orc::MangleAndInterner)>
        &symbols,
    llvm::ArrayRef<std::string> libraries, fsdp_rt_context *runtime) {
  using namespace llvm::orc;
  auto jtmb = JITTargetMachineBuilder::detectHost();
  if (!jtmb)
    return jtmb.takeError();
  // As mlir::ExecutionEngine links: RuntimeDyld, sections from the system,
  // the code registered with GDB (and perf, where LLVM was built with it).
  auto linkingLayer =
      [](ExecutionSession &session) -> Expected<std::unique_ptr<ObjectLayer>> {
    auto layer = std::make_unique<RTDyldObjectLinkingLayer>(
        session, [](const llvm::MemoryBuffer &) {
          return std::make_unique<llvm::SectionMemoryManager>();
        });
    if (auto *gdb = llvm::JITEventListener::createGDBRegistrationListener())
      layer->registerJITEventListener(*gdb);
    if (auto *perf = llvm::JITEventListener::createPerfJITEventListener())
      layer->registerJITEventListener(*perf);
    return layer;
  };
  auto jit = LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(*jtmb))
                 .setObjectLinkingLayerCreator(linkingLayer)
                 .create();
  if (!jit)
    return jit.takeError();
  std::unique_ptr<LoadedStep> loaded(new LoadedStep());
  loaded->jit = std::move(*jit);
  LLJIT &lljit = *loaded->jit;
  JITDylib &main = lljit.getMainJITDylib();
  char prefix = lljit.getDataLayout().getGlobalPrefix();
  if (Error err = main.define(absoluteSymbols(symbols(MangleAndInterner(
          lljit.getExecutionSession(), lljit.getDataLayout())))))
    return std::move(err);
  for (const std::string &path : libraries) {
    auto generator = DynamicLibrarySearchGenerator::Load(path.c_str(), prefix);
    if (!generator)
      return generator.takeError();
    main.addGenerator(std::move(*generator));
  }
  auto process = DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));
  for (size_t i = 0; i < object.objects.size(); ++i)
    if (Error err = lljit.addObjectFile(llvm::MemoryBuffer::getMemBufferCopy(
            object.objects[i], "step-" + std::to_string(i) + ".o")))
      return std::move(err);

  // The first lookup links every object.
  auto entry = lljit.lookup(object.entry);
  if (!entry)
    return entry.takeError();
  loaded->entryFn = entry->toPtr<Entry>();
  // Binds the step to its context; a step without runtime calls has none.
  if (auto slot = lljit.lookup(fsdp_rt_step_context_symbol()))
    *slot->toPtr<fsdp_rt_context **>() = runtime;
  else
    llvm::consumeError(slot.takeError());
  for (const std::string &name : object.constructors) {
    auto ctor = lljit.lookup(name);
    if (!ctor)
      return ctor.takeError();
    callStructor(ctor->toPtr<void (*)()>());
  }
  for (const std::string &name : object.destructors) {
    auto dtor = lljit.lookup(name);
    if (!dtor)
      return dtor.takeError();
    loaded->destructors.push_back(dtor->toPtr<void (*)()>());
  }
  return loaded;
}
