//===- RunnerModule.cpp - fsdp_mlir._runner: the runner for Python --------===//
//
// The runner library's Runtime and Session as a Python extension (nanobind,
// as MLIR's own bindings). Arrays come in through DLPack or the buffer
// protocol (torch tensors, numpy and JAX arrays on the CPU) and reach the
// step where they are: an input of the wrong shape, element type or layout
// is an error naming the argument, never a silent copy. The state comes out
// as numpy views of this rank's shards. The module links no MLIR and keeps
// the LLVM Support code it links to itself, so it loads beside torch-mlir's
// and jaxlib's own copies of LLVM.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Runner/ForwardStep.h"
#include "fsdp/Runner/Session.h"

#include <algorithm>

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/shared_ptr.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

namespace nb = nanobind;
using namespace fsdprun;

namespace {

/// An array the runner reads (read-only ones too: JAX's arrays, a read-only
/// memory map).
using AnyArray = nb::ndarray<nb::ro, nb::device::cpu>;

/// The DLPack type of an element kind (bf16 as its own code: torch's and
/// JAX's bfloat16 arrays carry it).
nb::dlpack::dtype dlpackType(ElemKind kind) {
  using C = nb::dlpack::dtype_code;
  switch (kind) {
  case ElemKind::F32:
    return {uint8_t(C::Float), 32, 1};
  case ElemKind::F64:
    return {uint8_t(C::Float), 64, 1};
  case ElemKind::F16:
    return {uint8_t(C::Float), 16, 1};
  case ElemKind::BF16:
    return {uint8_t(C::Bfloat), 16, 1};
  case ElemKind::I8:
    return {uint8_t(C::Int), 8, 1};
  case ElemKind::I32:
    return {uint8_t(C::Int), 32, 1};
  case ElemKind::I64:
    return {uint8_t(C::Int), 64, 1};
  }
  return {};
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

std::string dtypeText(nb::dlpack::dtype t) {
  using C = nb::dlpack::dtype_code;
  const char *code = t.code == uint8_t(C::Float)    ? "float"
                     : t.code == uint8_t(C::Bfloat) ? "bfloat"
                     : t.code == uint8_t(C::Int)    ? "int"
                     : t.code == uint8_t(C::UInt)   ? "uint"
                     : t.code == uint8_t(C::Bool)   ? "bool"
                                                    : "other";
  return std::string(code) + std::to_string(t.bits);
}

/// Checks that `array` holds `shape` of `kind` (bf16 also as its uint16
/// bits where `bf16Bits`: numpy has no bfloat16), row-major and contiguous;
/// `what` names it in the error.
void checkArray(const AnyArray &array, ElemKind kind,
                const std::vector<int64_t> &shape, const std::string &what,
                int64_t rank, bool bf16Bits = false) {
  std::vector<int64_t> got(array.shape_ptr(), array.shape_ptr() + array.ndim());
  std::string at = what + " on rank " + std::to_string(rank) + ": ";
  nb::dlpack::dtype bits{uint8_t(nb::dlpack::dtype_code::UInt), 16, 1};
  bool asBits = bf16Bits && kind == ElemKind::BF16 && array.dtype() == bits;
  if (array.dtype() != dlpackType(kind) && !asBits)
    throw nb::type_error((at + "expected " + elemName(kind) + ", got " +
                          dtypeText(array.dtype()))
                             .c_str());
  if (got != shape)
    throw nb::value_error(
        (at + "expected shape " + shapeText(shape) + ", got " + shapeText(got) +
         (!shape.empty() && got.size() == shape.size() && got[0] < shape[0] &&
                  std::equal(got.begin() + 1, got.end(), shape.begin() + 1)
              ? " (a short last batch? drop it, e.g. "
                "DataLoader(drop_last=True): the step "
                "is compiled for one batch shape)"
              : ""))
            .c_str());
  int64_t stride = 1;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    if (shape[d] != 1 && array.stride(d) != stride)
      throw nb::value_error((at +
                             "not contiguous (make it so: tensor.contiguous(), "
                             "numpy.ascontiguousarray)")
                                .c_str());
    stride *= shape[d];
  }
}

/// A numpy array over `data` (`shape` of `kind`; bf16 as its uint16 bits)
/// kept alive by `owner`.
nb::object numpyView(void *data, ElemKind kind,
                     const std::vector<int64_t> &shape, nb::handle owner) {
  std::vector<size_t> dims(shape.begin(), shape.end());
  nb::dlpack::dtype t = dlpackType(kind);
  if (kind == ElemKind::BF16)
    t = {uint8_t(nb::dlpack::dtype_code::UInt), 16, 1};
  return nb::ndarray<nb::numpy>(data, dims.size(), dims.data(), owner, nullptr,
                                t)
      .cast();
}

nb::dict valueDict(const ValueInfo &v, int64_t rank) {
  nb::dict d;
  d["index"] = v.index;
  d["dtype"] = std::string(elemName(v.elem));
  d["local_shape"] = v.localShape;
  d["full_shape"] = shardGeometry(v, rank).fullShape;
  d["sharded"] = v.sharding.has_value();
  return d;
}

/// The views of `inputs`, one per non-state argument of `c`, each checked
/// against its argument (shape, element type, layout) on `rank`.
std::vector<InputView> inputViews(const StepContract &c,
                                  const std::vector<AnyArray> &inputs,
                                  int64_t rank) {
  std::vector<InputView> views;
  size_t k = 0;
  for (const ArgInfo &a : c.args) {
    if (a.isState)
      continue;
    if (k < inputs.size()) {
      std::string what = a.hyperparameter.empty()
                             ? "input " + std::to_string(k)
                             : "hyperparameter '" + a.hyperparameter + "'";
      checkArray(inputs[k], a.elem, a.localShape,
                 what + " (argument " + std::to_string(a.index) + ")", rank);
      views.push_back({inputs[k].data(), inputs[k].nbytes()});
    }
    ++k;
  }
  if (inputs.size() != k)
    throw nb::type_error(("the step takes " + std::to_string(k) + " inputs, " +
                          std::to_string(inputs.size()) + " given")
                             .c_str());
  return views;
}

nb::dict resultDict(const StepResult &r) {
  nb::dict d;
  d["step"] = r.step;
  d["loss"] = r.loss;
  d["seconds"] = r.seconds;
  d["comm_bytes"] = r.commBytes;
  d["peak_bytes"] = r.peakBytes;
  return d;
}

/// The arguments of a step, as dicts (index, dtype, shapes, sharded, state,
/// parameter, updated_by, hyperparameter).
nb::list argDicts(const StepContract &c, int64_t rank) {
  nb::list out;
  for (const ArgInfo &a : c.args) {
    nb::dict d = valueDict(a, rank);
    d["state"] = a.isState;
    d["parameter"] = a.isParameter;
    d["updated_by"] = a.updatedBy;
    d["hyperparameter"] = a.hyperparameter;
    out.append(d);
  }
  return out;
}

std::vector<uintptr_t> pointers(const std::vector<void *> &from) {
  std::vector<uintptr_t> out;
  for (void *p : from)
    out.push_back(reinterpret_cast<uintptr_t>(p));
  return out;
}

} // namespace

NB_MODULE(_runner, m) {
  m.doc() = "The fsdp-mlir runner library (lib/Runner) for Python.";
  nb::register_exception_translator([](const std::exception_ptr &p, void *) {
    try {
      std::rethrow_exception(p);
    } catch (const Error &e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    }
  });

  nb::class_<Runtime>(m, "Runtime")
      .def_static(
          "start",
          [](const std::string &backend, bool deterministic, double timeout,
             int threads) {
            RuntimeOptions o;
            o.backend = backend;
            o.deterministic = deterministic;
            o.timeoutSeconds = timeout;
            o.blasThreads = threads;
            return Runtime::start(o);
          },
          nb::arg("backend") = "auto", nb::arg("deterministic") = false,
          nb::arg("timeout") = 0.0, nb::arg("threads") = 0,
          "Starts this process's runtime (MPI under mpirun), or returns it.")
      .def_static("current", &Runtime::current)
      .def_prop_ro("backend",
                   [](const Runtime &rt) { return rt.options().backend; })
      .def_prop_ro("deterministic",
                   [](const Runtime &rt) { return rt.options().deterministic; })
      .def_prop_ro(
          "timeout",
          [](const Runtime &rt) { return rt.options().timeoutSeconds; })
      .def_prop_ro("threads",
                   [](const Runtime &rt) { return rt.options().blasThreads; })
      .def_prop_ro("rank", &Runtime::rank)
      .def_prop_ro("size", &Runtime::size)
      .def(
          "broadcast",
          [](const Runtime &rt, nb::bytes data, double waitSeconds) {
            std::string in(data.c_str(), data.size()), out;
            {
              nb::gil_scoped_release release;
              out = rt.broadcast(in, waitSeconds);
            }
            return nb::bytes(out.data(), out.size());
          },
          nb::arg("data"), nb::arg("wait_seconds") = 86400.0,
          "Rank 0's bytes on every rank (collective).")
      .def(
          "all_gather",
          [](const Runtime &rt, int64_t value) {
            nb::gil_scoped_release release;
            return rt.allGather(value);
          },
          "Every rank's integer, by rank (collective).")
      .def("abort", &Runtime::abort,
           "Ends every rank of the job with the message.")
      .def("finalize", &Runtime::finalize);

  nb::class_<Session>(m, "Session")
      .def(nb::init<std::shared_ptr<Runtime>, const std::string &,
                    std::optional<uint64_t>>(),
           nb::arg("runtime"), nb::arg("step_dir"),
           nb::arg("seed") = nb::none(),
           nb::call_guard<nb::gil_scoped_release>())
      .def_prop_ro("steps_done", &Session::stepsDone)
      .def_prop_ro("state_bytes", &Session::stateBytes)
      .def_prop_ro(
          "last_argument_pointers",
          [](const Session &s) { return pointers(s.lastArgumentPointers()); },
          "The data pointer of every argument of the last step, as its "
          "memref descriptor held it (an input's is the caller's array's).")
      .def_prop_ro("world_size",
                   [](const Session &s) { return s.description().worldSize; })
      .def_prop_ro("args",
                   [](const Session &s) {
                     return argDicts(s.contract(), s.runtime().rank());
                   })
      .def(
          "set_state",
          [](Session &s, unsigned arg, const AnyArray &full) {
            if (arg >= s.contract().args.size())
              throw nb::index_error("no such argument");
            const ArgInfo &a = s.contract().args[arg];
            checkArray(full, a.elem, shardGeometry(a, 0).fullShape,
                       "state argument " + std::to_string(arg),
                       s.runtime().rank(), /*bf16Bits=*/true);
            s.setState(arg, full.data(), full.nbytes());
          },
          nb::arg("arg"), nb::arg("full"),
          "Sets state argument `arg` from its full tensor (this rank keeps "
          "its rows).")
      .def(
          "shard",
          [](nb::handle self, unsigned arg) {
            Session &s = nb::cast<Session &>(self);
            void *data = s.stateShard(arg);
            const ArgInfo &a = s.contract().args[arg];
            return numpyView(data, a.elem, a.localShape, self);
          },
          nb::arg("arg"),
          "This rank's shard of state argument `arg`, as a numpy view "
          "(bf16 as uint16 bits); valid until the next step.")
      .def(
          "gather",
          [](Session &s, unsigned arg) {
            std::vector<char> *full;
            {
              nb::gil_scoped_release release;
              full = new std::vector<char>(s.gatherState(arg));
            }
            const ArgInfo &a = s.contract().args[arg];
            nb::capsule owner(full, [](void *p) noexcept {
              delete static_cast<std::vector<char> *>(p);
            });
            return numpyView(full->data(), a.elem,
                             shardGeometry(a, 0).fullShape, owner);
          },
          nb::arg("arg"),
          "State argument `arg` as its full tensor on every rank "
          "(collective).")
      .def(
          "step",
          [](Session &s, const std::vector<AnyArray> &inputs) {
            std::vector<InputView> views =
                inputViews(s.contract(), inputs, s.runtime().rank());
            StepResult r;
            {
              nb::gil_scoped_release release;
              r = s.step(views);
            }
            return resultDict(r);
          },
          nb::arg("inputs"),
          "Runs one step on this rank's inputs (not copied); collective.")
      .def("save", &Session::save, nb::arg("root"), nb::arg("keep") = 0,
           nb::call_guard<nb::gil_scoped_release>())
      .def("resume", &Session::resume, nb::arg("path"),
           nb::call_guard<nb::gil_scoped_release>());

  nb::class_<ForwardStep>(m, "ForwardStep")
      .def(nb::init<Session &, const std::string &,
                    const std::vector<int64_t> &>(),
           nb::arg("session"), nb::arg("step_dir"), nb::arg("state_of"),
           nb::keep_alive<1, 2>(), nb::call_guard<nb::gil_scoped_release>(),
           "Loads the forward step in `step_dir` on `session`'s state: its "
           "state argument i is the session's state argument state_of[i]. "
           "Collective.")
      .def_prop_ro("args",
                   [](const ForwardStep &f) {
                     return argDicts(f.contract(), f.runtime().rank());
                   })
      .def_prop_ro("resharded", &ForwardStep::resharded,
                   "The state arguments each call reshards (the others are "
                   "the session's shards as they are).")
      .def_prop_ro("last_argument_pointers",
                   [](const ForwardStep &f) {
                     return pointers(f.lastArgumentPointers());
                   })
      .def(
          "run",
          [](ForwardStep &f, const std::vector<AnyArray> &inputs) {
            std::vector<InputView> views =
                inputViews(f.contract(), inputs, f.runtime().rank());
            StepResult r;
            auto *outputs = new std::vector<std::vector<char>>();
            nb::capsule owner(outputs, [](void *p) noexcept {
              delete static_cast<std::vector<std::vector<char>> *>(p);
            });
            {
              nb::gil_scoped_release release;
              r = f.run(views, outputs);
            }
            nb::dict d = resultDict(r);
            nb::list arrays;
            size_t k = 0;
            for (const ResultInfo &res : f.contract().results)
              if (!res.isLoss)
                arrays.append(numpyView((*outputs)[k++].data(), res.elem,
                                        res.localShape, owner));
            d["outputs"] = arrays;
            return d;
          },
          nb::arg("inputs"),
          "Runs the forward step on this rank's inputs (not copied) and the "
          "session's state, unchanged; collective. `outputs`: the results "
          "other than the loss, as numpy arrays of this rank's rows.");
}
