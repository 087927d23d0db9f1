//===- State.cpp - The step's state and inputs: seeded, loaded, dumped ----===//

#include "State.h"
#include "fsdp/Runner/Npy.h"
#include "fsdp/Runner/RuntimeError.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>

using namespace fsdprun;

namespace {

uint64_t inputStream(unsigned arg, int64_t step) {
  return mix(mix(0x1a970000 + arg) ^ static_cast<uint64_t>(step));
}

//===----------------------------------------------------------------------===//
// Initialization recipes (DIR/init.json beside --load-state's arg<i>.npy)
//===----------------------------------------------------------------------===//

/// One elementwise step of a recipe, over the whole tensor or a box of it.
struct RecipeStep {
  enum Op { Uniform, Normal, TruncNormal, Fill, Erfinv, Mul, Add, Clamp };
  Op op = Fill;
  /// The op's scalars: uniform (a, b), normal (mean, std), trunc_normal
  /// (mean, std, a, b), fill/mul/add (value), clamp (lo, hi).
  double x[4] = {0, 0, 0, 0};
  /// [start, count, step] per dimension; empty: every element.
  std::vector<std::array<int64_t, 3>> region;

  bool covers(const std::vector<int64_t> &index) const {
    for (size_t d = 0; d < region.size(); ++d) {
      int64_t off = index[d] - region[d][0];
      if (off < 0 || off % region[d][2] || off / region[d][2] >= region[d][1])
        return false;
    }
    return true;
  }
};

using Recipe = std::vector<RecipeStep>;

/// The inverse of erf, to double precision: Giles' single-precision
/// approximation ("Approximating the erfinv function", GPU Computing Gems,
/// 2011) refined by two Newton steps on std::erf.
double erfinv(double y) {
  if (y <= -1 || y >= 1)
    return y == 0 ? 0 : std::copysign(HUGE_VAL, y);
  double w = -std::log((1 - y) * (1 + y)), x;
  if (w < 5) {
    w -= 2.5;
    x = 2.81022636e-08;
    for (double c :
         {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
          -0.00125372503, -0.00417768164, 0.246640727, 1.50140941})
      x = c + x * w;
  } else {
    w = std::sqrt(w) - 3;
    x = -0.000200214257;
    for (double c :
         {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
          -0.0076224613, 0.00943887047, 1.00167406, 2.83297682})
      x = c + x * w;
  }
  x *= y;
  for (int k = 0; k < 2; ++k)
    x -= (std::erf(x) - y) / (2 / std::sqrt(M_PI) * std::exp(-x * x));
  return x;
}

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

/// The recipes of `path` by argument index; ends the job on a malformed
/// file (naming it and the entry).
std::map<unsigned, Recipe> readRecipes(const std::string &path,
                                       const std::vector<ArgInfo> &args) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    fail("cannot read " + path + ": " + buffer.getError().message());
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse((*buffer)->getBuffer());
  if (!parsed)
    fail(path + ": not valid JSON (" + llvm::toString(parsed.takeError()) +
         ")");
  auto bad = [&](const std::string &what) {
    fail(path + ": " + what +
         " (docs/reference/fsdp-run.md, \"Initialization recipes\")");
  };
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root || root->getInteger("version") != 1 || !root->getArray("args"))
    bad("not an initialization file (version 1 with \"args\")");
  std::map<unsigned, Recipe> recipes;
  static const std::map<std::string,
                        std::pair<RecipeStep::Op, std::vector<const char *>>>
      ops = {{"uniform", {RecipeStep::Uniform, {"a", "b"}}},
             {"normal", {RecipeStep::Normal, {"mean", "std"}}},
             {"trunc_normal",
              {RecipeStep::TruncNormal, {"mean", "std", "a", "b"}}},
             {"fill", {RecipeStep::Fill, {"value"}}},
             {"erfinv", {RecipeStep::Erfinv, {}}},
             {"mul", {RecipeStep::Mul, {"value"}}},
             {"add", {RecipeStep::Add, {"value"}}},
             {"clamp", {RecipeStep::Clamp, {"lo", "hi"}}}};
  for (const llvm::json::Value &entry : *root->getArray("args")) {
    const llvm::json::Object *e = entry.getAsObject();
    std::optional<int64_t> arg = e ? e->getInteger("arg") : std::nullopt;
    const llvm::json::Array *steps = e ? e->getArray("steps") : nullptr;
    if (!arg || !steps)
      bad("every entry of \"args\" needs \"arg\" and \"steps\"");
    std::string where = "argument " + std::to_string(*arg);
    if (*arg < 0 || *arg >= int64_t(args.size()) || !args[*arg].isState)
      bad(where + " is not a state argument of the step");
    const ArgInfo &a = args[*arg];
    std::vector<int64_t> shape = shardGeometry(a, 0).fullShape;
    Recipe &recipe = recipes[*arg];
    for (const llvm::json::Value &sv : *steps) {
      const llvm::json::Object *so = sv.getAsObject();
      std::optional<llvm::StringRef> name =
          so ? so->getString("op") : std::nullopt;
      auto op = name ? ops.find(name->str()) : ops.end();
      if (op == ops.end())
        bad(where + ": unknown step " +
            (name ? "'" + name->str() + "'" : std::string("(no \"op\")")) +
            "; known: uniform, normal, trunc_normal, fill, erfinv, mul, add, "
            "clamp");
      RecipeStep step;
      step.op = op->second.first;
      for (size_t k = 0; k < op->second.second.size(); ++k) {
        const char *field = op->second.second[k];
        const llvm::json::Value *v = so->get(field);
        // JSON has no infinities: an unbounded clamp side is null.
        if (v && v->kind() == llvm::json::Value::Null &&
            step.op == RecipeStep::Clamp)
          step.x[k] = k == 0 ? -HUGE_VAL : HUGE_VAL;
        else if (std::optional<double> d = v ? v->getAsNumber() : std::nullopt;
                 d && std::isfinite(*d))
          step.x[k] = *d;
        else if (d)
          bad(where + ": step '" + name->str() + "' has \"" + field +
              "\" = " + std::to_string(*d) +
              ", not a finite number (JSON's 1e999 reads as infinity)");
        else
          bad(where + ": step '" + name->str() + "' needs a number \"" + field +
              "\"");
      }
      if (const llvm::json::Array *region = so->getArray("region")) {
        if (region->size() != shape.size())
          bad(where + ": a region of rank " + std::to_string(region->size()) +
              " on a tensor of rank " + std::to_string(shape.size()));
        for (size_t d = 0; d < shape.size(); ++d) {
          const llvm::json::Array *r = (*region)[d].getAsArray();
          std::array<int64_t, 3> box{-1, -1, -1};
          for (size_t k = 0; r && r->size() == 3 && k < 3; ++k)
            box[k] = (*r)[k].getAsInteger().value_or(-1);
          if (box[0] < 0 || box[1] < 1 || box[2] < 1 ||
              box[0] + (box[1] - 1) * box[2] >= shape[d])
            bad(where + ": region dimension " + std::to_string(d) +
                " is not [start, count, step] inside its extent " +
                std::to_string(shape[d]));
          step.region.push_back(box);
        }
      }
      recipe.push_back(step);
    }
  }
  return recipes;
}

/// This rank's part of state argument `a` made by `recipe`: each element
/// from its index in the full tensor, so the values do not depend on the
/// number of ranks. A random step k draws from stream (argument, k).
void initFromRecipe(const ArgInfo &a, const Recipe &recipe, void *data,
                    int64_t worldRank, uint64_t seed) {
  std::memset(data, 0, a.bytes());
  ShardGeometry g = shardGeometry(a, worldRank);
  bool boxes = llvm::any_of(
      recipe, [](const RecipeStep &s) { return !s.region.empty(); });
  std::vector<uint64_t> streams;
  for (size_t k = 0; k < recipe.size(); ++k)
    streams.push_back(mix(stateStream(a.index) ^ mix(k + 1)));
  std::vector<int64_t> index(g.fullShape.size());
  forEachElement(g, [&](uint64_t full, int64_t local) {
    if (boxes) {
      uint64_t rest = full;
      for (size_t d = index.size(); d-- > 0;) {
        index[d] = rest % g.fullShape[d];
        rest /= g.fullShape[d];
      }
    }
    double v = 0;
    for (size_t s = 0; s < recipe.size(); ++s) {
      const RecipeStep &step = recipe[s];
      if (boxes && !step.covers(index))
        continue;
      const double *x = step.x;
      switch (step.op) {
      case RecipeStep::Uniform:
        v = x[0] + (x[1] - x[0]) * unitValue(seed, streams[s], full);
        break;
      case RecipeStep::Normal: {
        // Box-Muller on two uniforms of the element.
        double u1 = unitValue(seed, streams[s], 2 * full);
        double u2 = unitValue(seed, streams[s], 2 * full + 1);
        v = x[0] +
            x[1] * std::sqrt(-2 * std::log1p(-u1)) * std::cos(2 * M_PI * u2);
        break;
      }
      case RecipeStep::TruncNormal: {
        // The inverse CDF of the normal restricted to [a, b].
        double lo = normalCdf((x[2] - x[0]) / x[1]);
        double hi = normalCdf((x[3] - x[0]) / x[1]);
        double p = lo + (hi - lo) * unitValue(seed, streams[s], full);
        v = x[0] + x[1] * std::sqrt(2.0) * erfinv(2 * p - 1);
        v = std::min(std::max(v, x[2]), x[3]);
        break;
      }
      case RecipeStep::Fill:
        v = x[0];
        break;
      case RecipeStep::Erfinv:
        v = erfinv(v);
        break;
      case RecipeStep::Mul:
        v *= x[0];
        break;
      case RecipeStep::Add:
        v += x[0];
        break;
      case RecipeStep::Clamp:
        v = std::min(std::max(v, x[0]), x[1]);
        break;
      }
    }
    store(a.elem, data, local, v);
  });
}

} // namespace

Buffer fsdprun::allocate(int64_t bytes) {
  Buffer b = allocateBuffer(bytes);
  if (!b.allocated)
    failOnRank("out of memory allocating " + std::to_string(bytes) + " bytes");
  return b;
}

/// Hyperparameter argument `a`'s value of (global, 0-based) step `step`:
/// from its --schedule, else --hyperparameters, else --inputs (one value
/// per step, never wrapped around: a schedule that ends is an error); never
/// generated.
static void fillHyperparameter(const RunOptions &options, const ArgInfo &a,
                               void *data, int64_t step) {
  for (const BuiltinSchedule &s : options.schedules)
    if (s.name == a.hyperparameter)
      return store(a.elem, data, 0, s.at(step));
  const std::string &dir = !options.hyperparametersDir.empty()
                               ? options.hyperparametersDir
                               : options.inputsDir;
  std::string what = "argument " + std::to_string(a.index) +
                     " (hyperparameter '" + a.hyperparameter + "')";
  std::string path = dir.empty() ? "" : argFile(dir, a.index);
  if (path.empty() || !llvm::sys::fs::exists(path))
    fail(what + " has no values" +
         (path.empty() ? std::string() : ": no " + path) +
         "; give one per step with --hyperparameters=DIR (DIR/arg" +
         std::to_string(a.index) +
         ".npy, TrainStep.save_hyperparameters writes it)");
  NpyHeader h;
  std::string error;
  if (!readNpyHeader(path, h, error))
    fail(error);
  if (h.shape.size() != 1 || !descrMatches(h.descr, a.elem))
    fail(path + " must hold one " + npyDescr(a.elem) + " value per step of " +
         what + " (shape [steps]), not " + h.descr + " of rank " +
         std::to_string(h.shape.size()));
  if (step >= h.shape[0])
    fail(path + " holds " + what + " for " + std::to_string(h.shape[0]) +
         " steps; step " + std::to_string(step + 1) +
         " needs its value: write the schedule for every step");
  if (!readNpyBlock(path, h, step, 0, 0, 1, data, error))
    fail(error);
  // PyTorch refuses a NaN learning rate; a run would train to a NaN loss.
  if (double v = load(a.elem, data); !std::isfinite(v))
    fail(path + ": the value of " + what + " for step " +
         std::to_string(step + 1) + " is " + std::to_string(v) +
         ", not a finite number");
}

void fsdprun::fillInput(const RunOptions &options, const ArgInfo &a, void *data,
                        int64_t step, int64_t rank, int64_t world) {
  if (!a.hyperparameter.empty())
    return fillHyperparameter(options, a, data, step);
  const std::string &inputsDir = options.inputsDir;
  int64_t intLo = options.intLo, intHi = options.intHi;
  int64_t rows = a.localShape.empty() ? 1 : a.localShape[0];
  int64_t inner = a.localShape.empty() ? 1 : a.numElements() / rows;
  if (!inputsDir.empty()) {
    std::string path = argFile(inputsDir, a.index);
    if (llvm::sys::fs::exists(path)) {
      NpyHeader h;
      std::string error;
      if (!readNpyHeader(path, h, error))
        fail(error);
      std::vector<int64_t> global = a.localShape;
      if (!global.empty())
        global[0] *= world;
      int64_t leading = -1;
      if (h.shape.size() == global.size() + 1 && h.shape[0] > 0) {
        leading = step % h.shape[0];
        h.shape.erase(h.shape.begin());
      }
      if (h.shape != global || !descrMatches(h.descr, a.elem))
        fail(path + " does not hold the global batch of argument " +
             std::to_string(a.index) + " for " + std::to_string(world) +
             " ranks");
      NpyHeader full;
      readNpyHeader(path, full, error);
      if (a.localShape.empty()) {
        if (!readNpyBlock(path, full, leading, 0, 0, 1, data, error))
          fail(error);
      } else if (!readNpyBlock(path, full, leading, 0, rank * rows, rows, data,
                               error)) {
        fail(error);
      }
      return;
    }
  }
  if (isInteger(a.elem) && intHi <= intLo)
    fail("argument " + std::to_string(a.index) +
         " is an integer input: give its range with --int-range=LO:HI");
  uint64_t stream = inputStream(a.index, step);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t full = (rank * rows + r) * inner + i;
      double u = unitValue(options.seed, stream, full);
      double v = isInteger(a.elem)
                     ? intLo + std::floor(u * double(intHi - intLo))
                     : 2 * u - 1;
      store(a.elem, data, r * inner + i, v);
    }
}

InitialState fsdprun::loadInitialState(const Job &job, const RunOptions &o,
                                       const StepContract &contract,
                                       const RunIdentity &identity) {
  std::string names;
  for (const ArgInfo &a : contract.args)
    if (!a.hyperparameter.empty())
      names += (names.empty() ? "" : ", ") + a.hyperparameter;
  for (const BuiltinSchedule &s : o.schedules)
    if (llvm::none_of(contract.args, [&](const ArgInfo &a) {
          return a.hyperparameter == s.name;
        }))
      fail("--schedule names '" + s.name +
           "', which is not a hyperparameter of the step (" +
           (names.empty() ? "it has none" : "it has: " + names) + ")");
  InitialState init;
  init.dir = o.loadState;
  auto resumeStart = std::chrono::steady_clock::now();
  if (!o.resumeFrom.empty()) {
    ResumePoint point =
        openCheckpoint(job.rankEnv(), o.resumeFrom, identity, contract.args);
    init.firstStep = point.step;
    init.dir = point.dir;
    init.dataPosition = point.data;
    init.manifest = point.dir + "/manifest.json";
  }
  const std::vector<ArgInfo> &args = contract.args;
  // Recipes only beside --load-state: a checkpoint holds every value.
  std::string recipesPath = o.loadState + "/init.json";
  std::map<unsigned, Recipe> recipes;
  bool haveRecipes = !o.loadState.empty() && llvm::sys::fs::exists(recipesPath);
  if (haveRecipes)
    recipes = readRecipes(recipesPath, args);
  std::vector<Buffer> &state = init.buffers;
  state.resize(args.size());
  for (const ArgInfo &a : args) {
    if (!a.isState) {
      ++init.numInputs;
      continue;
    }
    ++init.numState;
    init.bytes += a.bytes();
    state[a.index] = allocate(a.bytes());
    std::string path = init.dir.empty() ? "" : argFile(init.dir, a.index);
    auto recipe = recipes.find(a.index);
    if (!path.empty() && llvm::sys::fs::exists(path)) {
      if (recipe != recipes.end())
        fail("argument " + std::to_string(a.index) + " has both " + path +
             " and a recipe in " + recipesPath + ": which is its value?");
      std::string error;
      if (!readStateRows(a, path, state[a.index].aligned, job.rank, error))
        fail(error);
    } else if (recipe != recipes.end()) {
      initFromRecipe(a, recipe->second, state[a.index].aligned, job.rank,
                     o.seed);
    } else if (haveRecipes) {
      fail("argument " + std::to_string(a.index) + " has neither " + path +
           " nor a recipe in " + recipesPath);
    } else {
      seedState(a, state[a.index].aligned, job.rank, o.seed);
    }
    void *onDevice = job.device->adopt(state[a.index].aligned, a.bytes());
    state[a.index] = {onDevice, onDevice};
  }
  if (!o.loadState.empty() && !llvm::sys::fs::is_directory(o.loadState))
    fail("--load-state: " + o.loadState + " is not a directory");
  if (!o.resumeFrom.empty()) {
    // Verified and loaded on every rank: the slowest rank's time.
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - resumeStart)
                         .count();
    if (job.device->allReduceHost(job.world, &seconds, 1, FSDP_RT_F64,
                                  FSDP_RT_MAX) != FSDP_RT_OK)
      failOnRank(runtimeError(job.runtime));
    init.resumeSeconds = seconds;
  }
  return init;
}
