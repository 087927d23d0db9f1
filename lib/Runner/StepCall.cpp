//===- StepCall.cpp - One call of a compiled step -------------------------===//

#include "fsdp/Runner/StepCall.h"

#include "fsdp/Runner/RuntimeError.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace fsdprun;

/// The memref descriptor of `b` with `shape` (identity layout): allocated,
/// aligned, offset, sizes, strides.
static std::vector<int64_t> descriptor(Buffer b,
                                       const std::vector<int64_t> &shape) {
  std::vector<int64_t> words{reinterpret_cast<int64_t>(b.allocated),
                             reinterpret_cast<int64_t>(b.aligned), 0};
  words.insert(words.end(), shape.begin(), shape.end());
  std::vector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= shape[d];
  }
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

StepCall::StepCall(const StepContract &contract,
                   const std::vector<bool> &returned,
                   const std::vector<Buffer> &args)
    : contract(contract), returned(returned), args(args) {
  for (const ArgInfo &a : contract.args)
    descriptors.push_back(descriptor(args[a.index], a.localShape));
  for (std::vector<int64_t> &d : descriptors)
    pointers.push_back(d.data());
  size_t words = 0;
  for (const ResultInfo &r : contract.results)
    if (returned[r.index])
      words += 3 + 2 * r.localShape.size();
  out.assign(words, 0);
}

std::vector<Buffer> StepCall::resultBuffers() const {
  std::vector<Buffer> buffers(contract.results.size());
  size_t w = 0;
  for (const ResultInfo &r : contract.results) {
    if (!returned[r.index]) {
      buffers[r.index] = args[r.updates];
      continue;
    }
    buffers[r.index] = {reinterpret_cast<void *>(out[w]),
                        reinterpret_cast<char *>(out[w + 1]) +
                            out[w + 2] * r.elementBytes()};
    w += 3 + 2 * r.localShape.size();
  }
  return buffers;
}

bool fsdprun::advanceState(Device &device, const StepContract &contract,
                           std::vector<Buffer> &state,
                           const std::vector<Buffer> &inputs,
                           const std::vector<Buffer> &results,
                           const std::vector<void *> &borrowed) {
  auto isBorrowed = [&](const Buffer &b) {
    return std::find(borrowed.begin(), borrowed.end(), b.allocated) !=
           borrowed.end();
  };
  std::vector<Buffer> next = state;
  std::vector<void *> copies;
  for (const ArgInfo &a : contract.args) {
    if (!a.isState || a.updatedBy < 0)
      continue;
    Buffer b = results[a.updatedBy];
    if (isBorrowed(b)) {
      // An update that is the caller's input (a step that stores an input
      // as state): the caller may reuse that memory.
      Buffer copy = allocateBuffer(a.bytes());
      if (!copy.allocated) {
        for (void *p : copies)
          fsdp_rt_free(p);
        return false;
      }
      device.read(copy.aligned, b.aligned, a.bytes());
      copies.push_back(copy.allocated);
      void *onDevice = device.adopt(copy.aligned, a.bytes());
      b = {onDevice, onDevice};
    }
    next[a.index] = b;
  }
  llvm::DenseSet<void *> live, freed;
  for (const Buffer &b : next)
    live.insert(b.allocated);
  for (void *p : borrowed)
    freed.insert(p);
  auto release = [&](Buffer b) {
    if (isHeap(b.allocated) && !live.count(b.allocated) &&
        freed.insert(b.allocated).second)
      device.release(b.allocated);
  };
  for (const Buffer &b : state)
    release(b);
  for (const Buffer &b : inputs)
    release(b);
  for (const Buffer &b : results)
    release(b);
  state = std::move(next);
  return true;
}

std::string fsdprun::argumentName(const ArgInfo &a) {
  return "argument " + std::to_string(a.index) +
         (a.isState ? " (state)"
          : a.hyperparameter.empty()
              ? " (input)"
              : " (hyperparameter '" + a.hyperparameter + "')");
}

std::string fsdprun::shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

void fsdprun::bindInputs(
    const StepContract &contract, const std::vector<InputView> &inputs,
    std::vector<Buffer> &args, std::vector<Buffer> &inputBuffers,
    std::vector<void *> &borrowed,
    const std::function<void(const std::string &)> &error) {
  size_t numInputs = std::count_if(contract.args.begin(), contract.args.end(),
                                   [](const ArgInfo &a) { return !a.isState; });
  if (inputs.size() != numInputs)
    error("the step takes " + std::to_string(numInputs) + " inputs, " +
          std::to_string(inputs.size()) + " given");
  size_t k = 0;
  for (const ArgInfo &a : contract.args) {
    if (a.isState)
      continue;
    const InputView &in = inputs[k++];
    if (int64_t(in.bytes) != a.bytes())
      error(argumentName(a) + " is " + shapeText(a.localShape) + " " +
            elemName(a.elem) + " on each rank (" + std::to_string(a.bytes()) +
            " bytes), not " + std::to_string(in.bytes) + " bytes");
    if (!in.data ||
        reinterpret_cast<uintptr_t>(in.data) % a.elementBytes() != 0)
      error(argumentName(a) + ": its data is not aligned to its element");
  }
  k = 0;
  for (const ArgInfo &a : contract.args) {
    if (a.isState)
      continue;
    void *p = const_cast<void *>(inputs[k++].data);
    args[a.index] = inputBuffers[a.index] = {p, p};
    borrowed.push_back(p);
  }
}

CallOutcome fsdprun::callStep(
    fsdp_rt_context *runtime, Device &device, const StepContract &contract,
    const std::vector<bool> &returned,
    const std::function<void(void *, void *)> &call, std::vector<Buffer> &state,
    const std::vector<Buffer> &args, const std::vector<Buffer> &inputs,
    const std::vector<void *> &borrowed,
    const std::function<void(const std::vector<Buffer> &)> &readResults) {
  CallOutcome out;
  out.loss = NAN;
  StepCall packed(contract, returned, args);
  fsdp_rt_reset_counters(runtime);
  auto start = std::chrono::steady_clock::now();
  call(packed.results(), packed.arguments());
  out.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  fsdp_rt_get_counters(runtime, &out.counters);
  if (fsdp_rt_mlir_status(runtime) != FSDP_RT_OK) {
    out.failure = runtimeError(runtime);
    return out;
  }
  std::vector<Buffer> results = packed.resultBuffers();
  if (contract.lossResult >= 0) {
    const ResultInfo &r = contract.results[contract.lossResult];
    char value[8];
    device.read(value, results[r.index].aligned, r.elementBytes());
    out.loss = load(r.elem, value);
  }
  if (readResults)
    readResults(results);
  if (!advanceState(device, contract, state, inputs, results, borrowed))
    out.failure = "out of memory keeping the new state";
  return out;
}
