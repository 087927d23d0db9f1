//===- StepLibrary.cpp - A compiled step as a shared object ---------------===//

#include "fsdp/Runner/StepLibrary.h"
#include "fsdp/Runner/CompiledCode.h"

#include "fsdp_rt/fsdp_rt.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <dlfcn.h>

using namespace fsdprun;
namespace json = llvm::json;

namespace {

constexpr ElemKind kElemKinds[] = {ElemKind::F32,  ElemKind::F64, ElemKind::F16,
                                   ElemKind::BF16, ElemKind::I8,  ElemKind::I32,
                                   ElemKind::I64};

json::Array ints(const std::vector<int64_t> &values) {
  json::Array out;
  for (int64_t v : values)
    out.push_back(v);
  return out;
}

json::Object valueJson(const ValueInfo &v) {
  json::Object o{{"index", int64_t(v.index)},
                 {"dtype", elemName(v.elem)},
                 {"local_shape", ints(v.localShape)}};
  if (v.sharding) {
    const ShardingInfo &s = *v.sharding;
    o["sharding"] = json::Object{{"grid", s.grid},
                                 {"grid_shape", ints(s.gridShape)},
                                 {"axes", ints(s.axes)},
                                 {"dim", s.dim},
                                 {"full_shape", ints(s.fullShape)},
                                 {"pad", s.pad},
                                 {"group_size", s.groupSize}};
  }
  return o;
}

/// Reads JSON into the runner's types, remembering the first problem.
class Reader {
public:
  std::string problem;

  const json::Object *object(const json::Value *v, const std::string &what) {
    const json::Object *o = v ? v->getAsObject() : nullptr;
    if (!o)
      fault(what + " is not an object");
    return o;
  }
  const json::Array *array(const json::Object &o, llvm::StringRef key,
                           const std::string &what) {
    const json::Array *a = o.getArray(key);
    if (!a)
      fault(what + "." + key.str() + " is not an array");
    return a;
  }
  int64_t integer(const json::Object &o, llvm::StringRef key,
                  const std::string &what) {
    std::optional<int64_t> v = o.getInteger(key);
    if (!v)
      fault(what + "." + key.str() + " is not an integer");
    return v.value_or(0);
  }
  bool boolean(const json::Object &o, llvm::StringRef key,
               const std::string &what) {
    std::optional<bool> v = o.getBoolean(key);
    if (!v)
      fault(what + "." + key.str() + " is not a boolean");
    return v.value_or(false);
  }
  std::string string(const json::Object &o, llvm::StringRef key,
                     const std::string &what) {
    std::optional<llvm::StringRef> v = o.getString(key);
    if (!v)
      fault(what + "." + key.str() + " is not a string");
    return v ? v->str() : "";
  }
  std::vector<int64_t> integers(const json::Object &o, llvm::StringRef key,
                                const std::string &what) {
    std::vector<int64_t> out;
    if (const json::Array *a = array(o, key, what))
      for (const json::Value &v : *a) {
        std::optional<int64_t> i = v.getAsInteger();
        if (!i)
          fault(what + "." + key.str() + " holds a non-integer");
        out.push_back(i.value_or(0));
      }
    return out;
  }
  std::vector<std::string> strings(const json::Object &o, llvm::StringRef key,
                                   const std::string &what) {
    std::vector<std::string> out;
    if (const json::Array *a = array(o, key, what))
      for (const json::Value &v : *a) {
        std::optional<llvm::StringRef> s = v.getAsString();
        if (!s)
          fault(what + "." + key.str() + " holds a non-string");
        out.push_back(s ? s->str() : "");
      }
    return out;
  }

  void value(const json::Object &o, const std::string &what, ValueInfo &v) {
    v.index = unsigned(integer(o, "index", what));
    std::string dtype = string(o, "dtype", what);
    bool known = false;
    for (ElemKind k : kElemKinds)
      if (dtype == elemName(k)) {
        v.elem = k;
        known = true;
      }
    if (!known)
      fault(what + ".dtype '" + dtype + "' is not an element type");
    v.localShape = integers(o, "local_shape", what);
    if (const json::Value *s = o.get("sharding")) {
      const json::Object *so = object(s, what + ".sharding");
      if (!so)
        return;
      ShardingInfo info;
      std::string at = what + ".sharding";
      info.grid = string(*so, "grid", at);
      info.gridShape = integers(*so, "grid_shape", at);
      info.axes = integers(*so, "axes", at);
      info.dim = integer(*so, "dim", at);
      info.fullShape = integers(*so, "full_shape", at);
      info.pad = integer(*so, "pad", at);
      info.groupSize = integer(*so, "group_size", at);
      v.sharding = std::move(info);
    }
  }

private:
  void fault(const std::string &message) {
    if (problem.empty())
      problem = message;
  }
};

} // namespace

std::string StepDescription::toJson() const {
  json::Array args, results, ret;
  for (const ArgInfo &a : contract.args) {
    json::Object o = valueJson(a);
    o["state"] = a.isState;
    o["parameter"] = a.isParameter;
    o["updated_by"] = a.updatedBy;
    o["hyperparameter"] = a.hyperparameter;
    args.push_back(std::move(o));
  }
  for (const ResultInfo &r : contract.results) {
    json::Object o = valueJson(r);
    o["updates"] = r.updates;
    o["loss"] = r.isLoss;
    results.push_back(std::move(o));
  }
  for (bool b : returned)
    ret.push_back(b);
  json::Array ctors, dtors;
  for (const std::string &c : constructors)
    ctors.push_back(c);
  for (const std::string &d : destructors)
    dtors.push_back(d);
  json::Object root{{"version", kVersion},
                    {"entry", contract.entry},
                    {"symbol", symbol},
                    {"abi_version", abiVersion},
                    {"world_size", worldSize},
                    {"device", device},
                    {"calls_blas", callsBlas},
                    {"lowering", lowering},
                    {"constructors", std::move(ctors)},
                    {"destructors", std::move(dtors)},
                    {"loss_result", contract.lossResult},
                    {"args", std::move(args)},
                    {"results", std::move(results)},
                    {"returned", std::move(ret)}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:1}", json::Value(std::move(root))) << "\n";
  return text;
}

std::optional<StepDescription>
StepDescription::fromJson(const std::string &text, std::string &error) {
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    error = llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  Reader r;
  const json::Object *root = r.object(&*parsed, "the description");
  if (!root) {
    error = r.problem;
    return std::nullopt;
  }
  StepDescription d;
  if (int64_t version = r.integer(*root, "version", "step");
      version != kVersion)
    if (r.problem.empty())
      r.problem = "format version " + std::to_string(version) + ", not " +
                  std::to_string(kVersion) +
                  " (written by another fsdp-run: emit it again)";
  d.contract.entry = r.string(*root, "entry", "step");
  d.symbol = r.string(*root, "symbol", "step");
  d.abiVersion = r.integer(*root, "abi_version", "step");
  d.worldSize = r.integer(*root, "world_size", "step");
  d.device = r.string(*root, "device", "step");
  d.callsBlas = r.boolean(*root, "calls_blas", "step");
  d.lowering = r.string(*root, "lowering", "step");
  d.constructors = r.strings(*root, "constructors", "step");
  d.destructors = r.strings(*root, "destructors", "step");
  d.contract.lossResult = r.integer(*root, "loss_result", "step");
  if (const json::Array *args = r.array(*root, "args", "step"))
    for (size_t i = 0; i < args->size(); ++i) {
      std::string what = "args[" + std::to_string(i) + "]";
      const json::Object *o = r.object(&(*args)[i], what);
      if (!o)
        break;
      ArgInfo a;
      r.value(*o, what, a);
      a.isState = r.boolean(*o, "state", what);
      a.isParameter = r.boolean(*o, "parameter", what);
      a.updatedBy = r.integer(*o, "updated_by", what);
      a.hyperparameter = r.string(*o, "hyperparameter", what);
      d.contract.args.push_back(std::move(a));
    }
  if (const json::Array *results = r.array(*root, "results", "step"))
    for (size_t i = 0; i < results->size(); ++i) {
      std::string what = "results[" + std::to_string(i) + "]";
      const json::Object *o = r.object(&(*results)[i], what);
      if (!o)
        break;
      ResultInfo res;
      r.value(*o, what, res);
      res.updates = r.integer(*o, "updates", what);
      res.isLoss = r.boolean(*o, "loss", what);
      d.contract.results.push_back(std::move(res));
    }
  if (const json::Array *ret = r.array(*root, "returned", "step"))
    for (const json::Value &v : *ret)
      d.returned.push_back(v.getAsBoolean().value_or(true));
  // The indices must be the positions, and the cross-references in range:
  // the runner indexes buffers with them.
  auto inRange = [](int64_t i, size_t n) { return i >= -1 && i < int64_t(n); };
  size_t nArgs = d.contract.args.size(), nResults = d.contract.results.size();
  for (size_t i = 0; i < nArgs && r.problem.empty(); ++i) {
    const ArgInfo &a = d.contract.args[i];
    if (a.index != i || !inRange(a.updatedBy, nResults))
      r.problem = "args[" + std::to_string(i) + "] is inconsistent";
  }
  for (size_t i = 0; i < nResults && r.problem.empty(); ++i) {
    const ResultInfo &res = d.contract.results[i];
    if (res.index != i || !inRange(res.updates, nArgs))
      r.problem = "results[" + std::to_string(i) + "] is inconsistent";
  }
  if (r.problem.empty() && (d.returned.size() != nResults ||
                            !inRange(d.contract.lossResult, nResults)))
    r.problem = "returned or loss_result does not match the results";
  if (!r.problem.empty()) {
    error = r.problem;
    return std::nullopt;
  }
  return d;
}

void StepLibrary::call(void *results, void *arguments) const {
  callEntry(entry, results, arguments);
}

StepLibrary::~StepLibrary() {
  for (void (*dtor)() : destructors)
    callStructor(dtor);
  if (handle)
    dlclose(handle);
}

std::unique_ptr<StepLibrary> StepLibrary::open(const std::string &dir,
                                               fsdp_rt_context *runtime,
                                               std::string &error) {
  std::string jsonPath = dir + "/step.json", soPath = dir + "/step.so";
  auto buffer = llvm::MemoryBuffer::getFile(jsonPath);
  if (!buffer) {
    error = "cannot read " + jsonPath + ": " + buffer.getError().message() +
            " (fsdp-run --emit-step=DIR writes it)";
    return nullptr;
  }
  std::optional<StepDescription> desc =
      StepDescription::fromJson((*buffer)->getBuffer().str(), error);
  if (!desc) {
    error = jsonPath + ": " + error;
    return nullptr;
  }
  if (desc->abiVersion != FSDP_RT_ABI_VERSION) {
    error = soPath + " was lowered for fsdp_rt ABI version " +
            std::to_string(desc->abiVersion) + ", the loaded libfsdp_rt is " +
            std::to_string(fsdp_rt_abi_version()) + ": emit it again";
    return nullptr;
  }
  if (desc->device != "cpu") {
    error = soPath + " was lowered for the " + desc->device +
            " device; the runner library runs cpu steps";
    return nullptr;
  }
  std::unique_ptr<StepLibrary> lib(new StepLibrary());
  lib->desc = std::move(*desc);
  // Local: the step's symbols (one entry name per step) stay out of the
  // process's namespace, so two steps load side by side.
  lib->handle = dlopen(soPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib->handle) {
    error = std::string("cannot load ") + dlerror();
    return nullptr;
  }
  auto symbol = [&](const std::string &name) -> void * {
    void *p = dlsym(lib->handle, name.c_str());
    if (!p)
      error = soPath + " has no symbol " + name;
    return p;
  };
  lib->entry = reinterpret_cast<Entry>(symbol(lib->desc.symbol));
  if (!lib->entry)
    return nullptr;
  if (void *slot = dlsym(lib->handle, fsdp_rt_step_context_symbol()))
    *static_cast<fsdp_rt_context **>(slot) = runtime;
  for (const std::string &name : lib->desc.constructors) {
    void *ctor = symbol(name);
    if (!ctor)
      return nullptr;
    callStructor(reinterpret_cast<void (*)()>(ctor));
  }
  for (const std::string &name : lib->desc.destructors) {
    void *dtor = symbol(name);
    if (!dtor)
      return nullptr;
    lib->destructors.push_back(reinterpret_cast<void (*)()>(dtor));
  }
  return lib;
}
