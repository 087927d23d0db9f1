//===- Timeline.cpp - Simulated timeline of one training step -------------===//
//
// Two clocks, compute and communication, advanced op by op. Memory counters
// are computed afterwards from (position, position) intervals mapped to the
// times the simulation gave each top-level op.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/Timeline.h"
#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

StringRef mlir::fsdp::stringifyEventKind(EventKind kind) {
  switch (kind) {
  case EventKind::Compute:
    return "compute";
  case EventKind::Recompute:
    return "recompute";
  case EventKind::Blocked:
    return "blocked";
  case EventKind::AllGather:
    return "all_gather";
  case EventKind::ReduceScatter:
    return "reduce_scatter";
  case EventKind::AllReduce:
    return "all_reduce";
  }
  llvm_unreachable("unknown event kind");
}

EventKind mlir::fsdp::getEventKind(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return EventKind::AllGather;
  case CollectiveKind::ReduceScatter:
    return EventKind::ReduceScatter;
  case CollectiveKind::AllReduce:
    return EventKind::AllReduce;
  }
  llvm_unreachable("unknown collective kind");
}

/// The token of `op` when it starts an asynchronous collective, else null.
static Value getStartedToken(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective ? collective.getAsyncToken() : Value();
}

/// The name of a collective: the op, then the function argument it moves
/// (its location name or `argN`) or its own location.
static std::string describeCollective(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  Value input = op->getOperand(0);
  // Look through the slice or view that padding or bufferization adds.
  for (int i = 0; i < 2; ++i)
    if (Operation *def = input.getDefiningOp();
        def && def->getNumOperands() > 0 &&
        isa<tensor::ExtractSliceOp, tensor::PadOp, ViewLikeOpInterface>(def))
      input = def->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(input);
      arg && isa<func::FuncOp>(arg.getOwner()->getParentOp())) {
    std::string argName = describeLocation(arg.getLoc());
    if (argName.empty() || argName.find(':') != std::string::npos)
      argName = "arg" + std::to_string(arg.getArgNumber());
    return name + " " + argName;
  }
  std::string loc = describeLocation(op->getLoc());
  return loc.empty() ? name : name + " " + loc;
}

static std::string describeOp(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  std::string loc = describeLocation(op->getLoc());
  return loc.empty() ? name : name + " " + loc;
}

namespace {
class Simulator {
public:
  Simulator(const CostModel &model, Timeline &timeline)
      : model(model), timeline(timeline) {}

  void run(Operation *op);
  double finish() const { return std::max(now, commFree); }
  double now = 0;

private:
  /// Puts the collective of `op` on the communication stream once compute
  /// has issued it; returns when it begins and when it finishes.
  std::pair<double, double> enqueue(Operation *op, const CollectiveInfo &info);
  /// Compute waits until `until`.
  void blockUntil(double until, StringRef what);
  /// Compute time of the ops nested in `op`, when none is a collective.
  std::optional<double> nestedComputeSeconds(Operation *op);
  /// Replays the iterations of loop `op` (collectives inside) one by one
  /// until one repeats the last exactly, then adds the rest at once.
  void replayLoop(Operation *op);

  /// What one iteration of a loop adds: the clocks and the totals.
  struct Progress {
    double now = 0, commFree = 0, compute = 0, communication = 0, exposed = 0;
    Timeline::KindTotals kinds[3];
  };
  Progress progress() const;
  /// Where the in-flight collectives and the communication stream stand
  /// relative to the compute clock.
  SmallVector<double> relativeState() const;
  /// Advances the simulation by `n` more iterations that each add `step`.
  void repeat(int64_t n, const Progress &step, StringRef what);

  const CostModel &model;
  Timeline &timeline;
  double commFree = 0;
  /// An asynchronous collective between its start and its wait.
  struct InFlight {
    double begin, end;
    /// The profile's overlap efficiency for it.
    double efficiency;
    std::string name;
  };
  DenseMap<Value, InFlight> inFlight;
};
} // namespace

std::pair<double, double> Simulator::enqueue(Operation *op,
                                             const CollectiveInfo &info) {
  double start = std::max(now, commFree);
  double seconds = model.collectiveSeconds(info);
  double sent = CostModel::bytesSent(info);
  commFree = start + seconds;
  timeline.events.push_back({TimelineEvent::Track::Communication,
                             getEventKind(info.kind), describeCollective(op),
                             start, seconds, sent});
  Timeline::KindTotals &totals =
      timeline.collectives[static_cast<int>(info.kind)];
  totals.count += 1;
  totals.bytesSent += sent;
  totals.seconds += seconds;
  timeline.communicationSeconds += seconds;
  timeline.groupSize = std::max(timeline.groupSize, info.groupSize);
  return {start, commFree};
}

void Simulator::blockUntil(double until, StringRef what) {
  if (until <= now)
    return;
  timeline.events.push_back({TimelineEvent::Track::Compute, EventKind::Blocked,
                             ("wait " + what).str(), now, until - now});
  timeline.exposedCommunicationSeconds += until - now;
  now = until;
}

std::optional<double> Simulator::nestedComputeSeconds(Operation *op) {
  double total = 0;
  WalkResult result = op->walk([&](Operation *nested) {
    if (nested == op)
      return WalkResult::advance();
    if (CostModel::getCollective(nested) ||
        isa<CollectiveWaitOpInterface>(nested))
      return WalkResult::interrupt();
    bool opaque = nested->getNumRegions() == 0 || isa<linalg::LinalgOp>(nested);
    if (opaque && !CostModel::isFree(nested))
      total += model.computeSeconds(nested) * tripsWithin(nested, op);
    return isa<linalg::LinalgOp>(nested) ? WalkResult::skip()
                                         : WalkResult::advance();
  });
  if (result.wasInterrupted())
    return std::nullopt;
  return total;
}

void Simulator::run(Operation *op) {
  if (auto wait = dyn_cast<CollectiveWaitOpInterface>(op)) {
    auto it = inFlight.find(wait.getToken());
    if (it == inFlight.end())
      return;
    const InFlight &flight = it->second;
    // Compute that ran beside the collective hid only the profile's share
    // of it: the rest delays the step (both waited for the same cores).
    double overlap =
        std::max(0.0, std::min(now, flight.end) - std::min(now, flight.begin));
    double contention = (1 - flight.efficiency) * overlap;
    blockUntil(flight.end, flight.name);
    if (contention > 0) {
      timeline.events.push_back({TimelineEvent::Track::Compute,
                                 EventKind::Blocked,
                                 "contention " + flight.name, now, contention});
      timeline.exposedCommunicationSeconds += contention;
      now += contention;
    }
    return;
  }
  if (std::optional<CollectiveInfo> info = CostModel::getCollective(op)) {
    // Handing an asynchronous collective to the runtime costs compute time.
    Value token = getStartedToken(op);
    if (double launch = model.getProfile().launchSeconds; token && launch > 0) {
      timeline.events.push_back(
          {TimelineEvent::Track::Compute, EventKind::Compute,
           "launch " + describeCollective(op), now, launch});
      timeline.computeSeconds += launch;
      now += launch;
    }
    auto [begin, done] = enqueue(op, *info);
    if (token)
      inFlight[token] = {begin, done, model.overlapEfficiency(*info),
                         describeCollective(op)};
    else
      blockUntil(done, describeCollective(op));
    return;
  }
  if (CostModel::isFree(op))
    return;
  double seconds = 0;
  if (op->getNumRegions() > 0 && !isa<linalg::LinalgOp>(op)) {
    std::optional<double> nested = nestedComputeSeconds(op);
    if (!nested) {
      // Collectives inside: replay the nested ops one by one.
      replayLoop(op);
      return;
    }
    seconds = *nested;
  } else {
    seconds = model.computeSeconds(op);
  }
  if (seconds <= 0)
    return;
  timeline.events.push_back({TimelineEvent::Track::Compute,
                             op->hasAttr(FSDPDialect::kRecomputeAttrName)
                                 ? EventKind::Recompute
                                 : EventKind::Compute,
                             describeOp(op), now, seconds});
  timeline.computeSeconds += seconds;
  now += seconds;
}

Simulator::Progress Simulator::progress() const {
  Progress p;
  p.now = now;
  p.commFree = commFree;
  p.compute = timeline.computeSeconds;
  p.communication = timeline.communicationSeconds;
  p.exposed = timeline.exposedCommunicationSeconds;
  for (int k = 0; k < 3; ++k)
    p.kinds[k] = timeline.collectives[k];
  return p;
}

SmallVector<double> Simulator::relativeState() const {
  SmallVector<double> state{commFree - now};
  SmallVector<std::pair<double, double>> pending;
  for (const auto &entry : inFlight)
    if (entry.second.end > now)
      pending.push_back(
          {entry.second.begin - now, entry.second.end - entry.second.begin});
  llvm::sort(pending);
  for (auto [begin, length] : pending)
    state.append({begin, length});
  return state;
}

/// Whether two simulated figures are the same up to the rounding of the
/// clocks' sums.
static bool sameFigure(double a, double b) {
  return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)) + 1e-15;
}

void Simulator::repeat(int64_t n, const Progress &step, StringRef what) {
  double begin = now, scale = static_cast<double>(n);
  now += scale * step.now;
  commFree += scale * step.commFree;
  for (auto &entry : inFlight) {
    entry.second.begin += scale * step.now;
    entry.second.end += scale * step.now;
  }
  timeline.computeSeconds += scale * step.compute;
  timeline.communicationSeconds += scale * step.communication;
  timeline.exposedCommunicationSeconds += scale * step.exposed;
  for (int k = 0; k < 3; ++k) {
    timeline.collectives[k].count += n * step.kinds[k].count;
    timeline.collectives[k].bytesSent += scale * step.kinds[k].bytesSent;
    timeline.collectives[k].seconds += scale * step.kinds[k].seconds;
  }
  timeline.events.push_back({TimelineEvent::Track::Compute, EventKind::Compute,
                             std::to_string(n) + " more iterations of " +
                                 what.str() + ", each as the one before",
                             begin, now - begin});
}

void Simulator::replayLoop(Operation *op) {
  int64_t trips = staticTrips(op);
  std::optional<std::pair<Progress, SmallVector<double>>> last;
  for (int64_t k = 0; k < trips; ++k) {
    Progress before = progress();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block)
          run(&inner);
    Progress after = progress(), step;
    step.now = after.now - before.now;
    step.commFree = after.commFree - before.commFree;
    step.compute = after.compute - before.compute;
    step.communication = after.communication - before.communication;
    step.exposed = after.exposed - before.exposed;
    for (int c = 0; c < 3; ++c) {
      step.kinds[c].count = after.kinds[c].count - before.kinds[c].count;
      step.kinds[c].bytesSent =
          after.kinds[c].bytesSent - before.kinds[c].bytesSent;
      step.kinds[c].seconds = after.kinds[c].seconds - before.kinds[c].seconds;
    }
    SmallVector<double> state = relativeState();
    // An iteration that starts and ends where the last one did, relative to
    // the clock, and adds what it added: every later one does the same (the
    // simulation is a function of that state). A microbatch loop of 10^6
    // iterations is then modelled in two.
    if (last) {
      const Progress &prev = last->first;
      bool same = state.size() == last->second.size() &&
                  llvm::all_of(llvm::seq<size_t>(0, state.size()),
                               [&](size_t i) {
                                 return sameFigure(state[i], last->second[i]);
                               }) &&
                  sameFigure(step.now, prev.now) &&
                  sameFigure(step.commFree, prev.commFree) &&
                  sameFigure(step.compute, prev.compute) &&
                  sameFigure(step.communication, prev.communication) &&
                  sameFigure(step.exposed, prev.exposed);
      for (int c = 0; c < 3; ++c)
        same = same && step.kinds[c].count == prev.kinds[c].count &&
               sameFigure(step.kinds[c].bytesSent, prev.kinds[c].bytesSent) &&
               sameFigure(step.kinds[c].seconds, prev.kinds[c].seconds);
      if (same) {
        if (k + 1 < trips)
          repeat(trips - k - 1, step, describeOp(op));
        return;
      }
    }
    last = {step, state};
  }
}

namespace {
/// Bytes alive from before the op at `from` until after the op at `to`.
struct Interval {
  size_t from, to;
  int64_t bytes;
};
} // namespace

/// The counter of `intervals` over time, given when each top-level op starts
/// and ends; returns its peak.
static int64_t buildCounter(ArrayRef<Interval> intervals,
                            ArrayRef<double> startTime,
                            ArrayRef<double> endTime,
                            SmallVectorImpl<MemorySample> &samples) {
  // Change 2p happens before op p, change 2p+1 after it: ordering by that key
  // orders by time too, and frees after an op precede allocations before the
  // next one.
  SmallVector<std::pair<size_t, int64_t>> changes;
  for (const Interval &interval : intervals) {
    if (interval.bytes == 0)
      continue;
    changes.push_back({2 * interval.from, interval.bytes});
    changes.push_back({2 * interval.to + 1, -interval.bytes});
  }
  llvm::stable_sort(changes,
                    [](auto &a, auto &b) { return a.first < b.first; });
  samples.push_back({0, 0});
  int64_t running = 0, peak = 0;
  for (size_t i = 0; i < changes.size(); ++i) {
    running += changes[i].second;
    peak = std::max(peak, running);
    // One sample per key: several changes at once are one step of the plot.
    if (i + 1 < changes.size() && changes[i + 1].first == changes[i].first)
      continue;
    size_t key = changes[i].first;
    double time = key % 2 == 0 ? startTime[key / 2] : endTime[key / 2];
    samples.push_back({time, running});
  }
  return peak;
}

Timeline Timeline::simulate(func::FuncOp func, const CostModel &model) {
  Timeline timeline;
  timeline.functionName = func.getSymName().str();
  if (func.isExternal())
    return timeline;

  TopLevelOps topLevel(func);
  size_t n = topLevel.size();
  SmallVector<double> startTime(n, 0), endTime(n, 0);
  Simulator simulator(model, timeline);
  for (auto [i, op] : llvm::enumerate(topLevel.getOps())) {
    startTime[i] = simulator.now;
    simulator.run(op);
    endTime[i] = simulator.now;
  }
  timeline.stepSeconds = simulator.finish();

  // Gathered parameters, and gradients (dedup'd by buffer: an in-place
  // all-reduce reads and writes the same one).
  SmallVector<Interval> gathered;
  llvm::MapVector<Value, Interval> gradients;
  auto addGradient = [&](Value value, size_t from, size_t to) {
    int64_t bytes = byteSize(value.getType());
    auto [it, inserted] = gradients.insert({value, {from, to, bytes}});
    if (!inserted) {
      it->second.from = std::min(it->second.from, from);
      it->second.to = std::max(it->second.to, to);
    }
  };
  func.walk([&](Operation *op) {
    std::optional<CollectiveInfo> info = CostModel::getCollective(op);
    if (!info)
      return;
    size_t at = topLevel.positionOf(op);
    size_t doneAt = at;
    auto collective = cast<CollectiveOpInterface>(op);
    if (Value token = collective.getAsyncToken())
      for (Operation *user : token.getUsers())
        if (isa<CollectiveWaitOpInterface>(user))
          doneAt = std::max(doneAt, topLevel.positionOf(user));
    Value result = collective.getReceived();
    if (collective.isBufferForm())
      result = getViewRoot(result);
    if (info->kind == CollectiveKind::AllGather) {
      gathered.push_back(
          {at, std::max(doneAt, topLevel.lastUse(result)), info->fullBytes});
      return;
    }
    Value input = getViewRoot(collective.getInput());
    addGradient(input, topLevel.positionOfDef(input),
                std::max(doneAt, topLevel.lastUse(input)));
    addGradient(result, at, std::max(doneAt, topLevel.lastUse(result)));
  });
  SmallVector<Interval> gradientIntervals;
  for (auto &entry : gradients)
    gradientIntervals.push_back(entry.second);
  timeline.peakGatheredBytes =
      buildCounter(gathered, startTime, endTime, timeline.gatheredBytes);
  timeline.peakGradientBytes = buildCounter(gradientIntervals, startTime,
                                            endTime, timeline.gradientBytes);
  return timeline;
}
