"""Training from your own program: a step compiled once per job and run in
this process, on the batches your loop hands it.

    rt = runtime()                     # MPI under `mpirun -np N python ...`
    trainer = compile_step(step)       # a TrainStep exported for rt.size
    for batch in loader:               # this rank's rows
        loss = trainer.step(*batch)
    trainer.save("ck")                 # sharded, resumable (fsdp-run's format)

Rank 0 traces the step (`export_once`: the other ranks receive it),
rewrites it (`fsdp-opt --fsdp-pipeline`) and compiles it
(`fsdp-run --emit-step`, through the compile cache) into a step library, in
a directory named by the step (`~/.cache/fsdp-mlir/steps`), so that a
second job on the same step rewrites and compiles nothing; the other ranks
receive the library's bytes and load the same code. The process then holds
the runner library (`fsdp_mlir._runner`: libfsdp_rt and the step's shared
object, no MLIR), its shard of the state, and calls the step on the inputs
where they are: torch tensors, numpy and JAX arrays on the CPU, not copied.
`fsdp_mlir.torch.compile` and `fsdp_mlir.jax.compile` export and compile in
one call.
"""

from __future__ import annotations

import atexit
import dataclasses
import glob
import hashlib
import importlib.util
import json
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import numpy as np

from . import _dialect, tools
from .step import Schedule, TrainStep

_REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

#: numpy's type of each element type the step's arguments have (bf16 is
#: held as its uint16 bits).
NUMPY_TYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16,
               "bf16": np.uint16, "i8": np.int8, "i32": np.int32,
               "i64": np.int64}

#: The strategies of `fsdp-opt --fsdp-pipeline` (its `strategy=` option).
STRATEGIES = _dialect.STRATEGIES


def _extension() -> ModuleType:
    """fsdp_mlir._runner: beside this file when installed, else where the
    build put it (`FSDP_PYTHON_MODULES`, then the repository's
    build/python)."""
    name = "fsdp_mlir._runner"
    if name in sys.modules:
        return sys.modules[name]
    try:
        from . import _runner  # type: ignore[attr-defined]
        return _runner
    except ImportError:
        pass
    places = [os.environ.get("FSDP_PYTHON_MODULES", ""),
              os.path.join(_REPO, "build", "python")]
    for place in filter(None, places):
        for path in glob.glob(os.path.join(place, "fsdp_mlir", "_runner*.so")):
            spec = importlib.util.spec_from_file_location(name, path)
            if spec is None or spec.loader is None:
                continue
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            sys.modules[name] = module
            return module
    raise ImportError(
        "fsdp_mlir._runner is not built: scripts/build.sh builds it into "
        "build/python when the frontends' environment has nanobind "
        "(scripts/install-python.sh), or set FSDP_PYTHON_MODULES")


def runtime(backend: str | None = None, deterministic: bool | None = None,
            timeout: float | None = None, threads: int | None = None) -> Any:
    """Starts this process's runtime, or returns it: MPI under mpirun (its
    rank and size), one rank alone without. Finalized when the interpreter
    exits. `backend`: auto, mpi or self; `deterministic`: collectives'
    sums of a fixed order (fsdp-run --deterministic); `timeout`: seconds a
    collective waits for its peers (0: the runtime's default); `threads`:
    the BLAS library's (0: the node's cores shared out among its ranks).
    Options left None are the running runtime's, or the defaults; a
    process starts its runtime once, so a running one with other options
    is an error."""
    ext = _extension()
    given = {"backend": backend, "deterministic": deterministic,
             "timeout": timeout, "threads": threads}
    current = ext.Runtime.current()
    options = {"backend": "auto", "deterministic": False, "timeout": 0.0,
               "threads": 0}
    if current is not None:
        options = {k: getattr(current, k) for k in options}
    options.update({k: v for k, v in given.items() if v is not None})
    rt = ext.Runtime.start(**options)
    if current is None:
        atexit.register(rt.finalize)
    return rt


def grid_for(strategy: str, world: int,
             ranks_per_host: int | None = None) -> int | tuple[int, int]:
    """The grid a step of `world` ranks is exported on for `strategy`: all
    of them in one axis, or, for hybrid sharding, (hosts, ranks per host):
    `ranks_per_host`, else the launcher's count of this node's ranks
    (`OMPI_COMM_WORLD_LOCAL_SIZE`, as mpirun places ranks by slot, a host's
    ranks consecutive)."""
    if strategy != "hybrid":
        return world
    if ranks_per_host is None:
        local = os.environ.get("OMPI_COMM_WORLD_LOCAL_SIZE")
        if not local:
            raise ValueError("hybrid sharding shards within a host: give "
                             "ranks_per_host (the launcher does not say)")
        ranks_per_host = int(local)
    if ranks_per_host < 1 or world % ranks_per_host:
        raise ValueError("hybrid sharding needs the %d ranks in hosts of "
                         "ranks_per_host=%d" % (world, ranks_per_host))
    return (world // ranks_per_host, ranks_per_host)


def _pipeline(strategy: str, memory_limit: str | int | None,
              options: Sequence[str]) -> list[str]:
    if strategy not in STRATEGIES:
        raise ValueError("strategy must be one of %s, not %r" %
                         (STRATEGIES, strategy))
    words = ["strategy=" + strategy]
    if memory_limit is not None:
        words.append("memory-limit=%s" % memory_limit)
    words += list(options)
    return ["--fsdp-pipeline=" + " ".join(words)]


def _builds_dir() -> str:
    """Where rank 0 rewrites and compiles steps: `FSDP_STEP_BUILD_DIR`, else
    `$XDG_CACHE_HOME/fsdp-mlir/steps` (default `~/.cache/fsdp-mlir/steps`)."""
    env = os.environ.get("FSDP_STEP_BUILD_DIR")
    if env:
        return env
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache")
    return os.path.join(cache, "fsdp-mlir", "steps")


#: Step builds kept in _builds_dir(), the most recently used.
KEEP_BUILDS = 8


def _build(mlir: str, pipeline: list[str],
           entry: str = "train_step") -> dict[str, bytes]:
    """Rank 0's part: rewrites and compiles the step `entry` of the module
    `mlir`; returns the step library's files. Each step is built in a
    directory named by its text and pipeline, so that the same step has the
    same paths (its locations), the same key in fsdp-run's compile cache,
    and a second job on it reuses the rewritten step and the compiled
    code."""
    digest = hashlib.sha256(
        (mlir + "\0" + "\0".join(pipeline)).encode()).hexdigest()[:32]
    root = _builds_dir()
    work = os.path.join(root, digest)
    os.makedirs(work, exist_ok=True)
    os.utime(work)
    src, sharded = (os.path.join(work, name)
                    for name in ("step.mlir", "sharded.mlir"))
    lib = os.path.join(work, "lib")
    # Each file written under a temporary name and renamed into place: two
    # jobs building the same step at once read whole files.
    if not os.path.exists(src):
        tmp = "%s.%d.tmp" % (src, os.getpid())
        with open(tmp, "w") as f:
            f.write(mlir)
        os.replace(tmp, src)
    if not os.path.exists(sharded):
        tmp = "%s.%d.tmp" % (sharded, os.getpid())
        tools.fsdp_opt(src, tmp, pipeline)
        os.replace(tmp, sharded)
    cmd = [tools.find_tool("fsdp-run"), sharded, "--entry=" + entry,
           "--emit-step=" + lib]
    # fsdp-run --emit-step starts no runtime: under mpirun it joins no job.
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if p.returncode != 0:
        raise RuntimeError("compiling the step failed: %s\n%s" %
                           (" ".join(cmd), p.stdout))
    files = {}
    for name in ("step.so", "step.json"):
        with open(os.path.join(lib, name), "rb") as f:
            files[name] = f.read()
    # The least recently used builds beyond KEEP_BUILDS go.
    builds = sorted((os.path.join(root, d) for d in os.listdir(root)),
                    key=os.path.getmtime, reverse=True)
    for old in builds[KEEP_BUILDS:]:
        shutil.rmtree(old, ignore_errors=True)
    return files


def _pack(files: dict[str, bytes]) -> bytes:
    out = bytearray()
    for name, data in files.items():
        key = name.encode()
        out += len(key).to_bytes(8, "little") + key
        out += len(data).to_bytes(8, "little") + data
    return bytes(out)


def _unpack(data: bytes) -> dict[str, bytes]:
    files, at = {}, 0
    while at < len(data):
        n = int.from_bytes(data[at:at + 8], "little")
        name = data[at + 8:at + 8 + n].decode()
        at += 8 + n
        n = int.from_bytes(data[at:at + 8], "little")
        files[name] = data[at + 8:at + 8 + n]
        at += 8 + n
    return files


def export_once(rt: Any, export: Callable[[], TrainStep],
                schedule: Callable[[TrainStep], Schedule | None]
                = lambda step: None) -> TrainStep:
    """`export()` on rank 0, sent to the other ranks (which wait asleep): a
    job traces its step once. The step's schedule is code and does not
    travel: `schedule(step)` makes it again on the other ranks. A failed
    export raises on every rank. Collective."""
    step = None
    payload = b""
    if rt.rank == 0:
        try:
            step = export()
            _check_trainable(step)
            payload = b"K" + pickle.dumps(
                dataclasses.replace(step, schedule=None),
                protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as e:
            payload = b"E" + ("%s: %s" % (type(e).__name__, e)).encode()
            rt.broadcast(payload)
            raise
    payload = rt.broadcast(payload)
    if payload[:1] != b"K":
        raise RuntimeError("rank 0 could not export the step: " +
                           payload[1:].decode(errors="replace"))
    if step is None:
        step = pickle.loads(payload[1:])
        step.schedule = schedule(step)
    return step


def _state_hash(arrays: Sequence[Any]) -> int:
    h = hashlib.sha256()
    for a in arrays:
        a = np.array(a, order="C")
        h.update(str((a.dtype.str, a.shape)).encode())
        h.update(a.tobytes())
    return int.from_bytes(h.digest()[:7], "little")


class Trainer:
    """A compiled step and this rank's shard of its state (see the module's
    doc). `step(*batch)` trains one step on this rank's rows; `save` and
    `resume` checkpoint (collective); `state()` is every state argument as
    its full array, on every rank (collective)."""

    def __init__(self, step: TrainStep, session: Any, rt: Any,
                 work: str) -> None:
        self.train_step = step
        self._session = session
        self._runtime = rt
        self._work = work
        args = session.args
        self._inputs = [a for a in args if not a["state"]]
        self._num_batch = sum(1 for a in self._inputs
                              if not a["hyperparameter"])
        self._hyper: list[int] = [k for k, a in enumerate(self._inputs)
                                  if a["hyperparameter"]]
        self._schedule_cache: tuple[int, np.ndarray] | None = None
        #: fsdp-opt's pipeline of the step (compile_step sets it): forward
        #: steps are rewritten with it
        self._pipeline: list[str] = []
        self._forward_dirs: list[str] = []
        #: the forward steps compiled so far, by their callers' keys
        #: (`forward`)
        self._forwards: dict[Any, Forward] = {}
        #: what the last step did on this rank: `step`, `loss`, `seconds`
        #: (the call alone), `comm_bytes`, `peak_bytes`
        self.last: dict[str, float] = {}

    @property
    def rank(self) -> int:
        return int(self._runtime.rank)

    @property
    def world_size(self) -> int:
        return int(self._runtime.size)

    @property
    def steps_done(self) -> int:
        """Steps trained, across resumes (the next step's 0-based index)."""
        return int(self._session.steps_done)

    def _hyperparameters(self, index: int) -> list[np.ndarray]:
        """The hyperparameters of 0-based step `index`, from the export's
        schedule, computed a block of steps at a time."""
        schedule = self.train_step.schedule
        if schedule is None:
            raise RuntimeError("the step has hyperparameter arguments but the "
                               "export gave no schedule")
        block = 256
        first = index - index % block
        if self._schedule_cache is None or self._schedule_cache[0] != first:
            self._schedule_cache = (first, schedule(first, block))
        row = self._schedule_cache[1][index - first]
        out = []
        for j, k in enumerate(self._hyper):
            dtype = self._inputs[k]["dtype"]
            if dtype == "bf16":
                raise NotImplementedError("a bf16 hyperparameter")
            out.append(np.array(row[j], dtype=NUMPY_TYPES[dtype]))
        return out

    def _array(self, k: int, x: Any) -> Any:
        """Batch tensor `k` as the step takes it, without a copy: a torch
        tensor that requires grad detached (the same memory); a tensor
        elsewhere than in host memory, or what is no array, an error."""
        where = "input %d on rank %d" % (k, self.rank)
        device = getattr(x, "device", None)
        kind = (getattr(device, "type", None) or getattr(device, "platform", None)
                or "cpu")
        if kind != "cpu":
            raise ValueError("%s: on %s; the step runs on the CPU, from host "
                             "memory" % (where, device))
        if getattr(x, "requires_grad", False):
            x = x.detach()
        if not (hasattr(x, "__dlpack__") or hasattr(x, "__array_interface__")):
            raise TypeError("%s: a %s, not an array (a torch tensor, numpy "
                            "or JAX array)" % (where, type(x).__name__))
        return x

    def step(self, *batch: Any) -> float:
        """Trains one step on this rank's rows of the batch (torch tensors,
        numpy or JAX arrays of the example batch's shapes and dtypes, in its
        order); returns this rank's loss. Collective."""
        if len(batch) != self._num_batch:
            raise TypeError("the step takes %d batch tensors, %d given" %
                            (self._num_batch, len(batch)))
        inputs = [self._array(k, x) for k, x in enumerate(batch)]
        if self._hyper:
            values = self._hyperparameters(self.steps_done)
            for j, k in enumerate(self._hyper):
                inputs.insert(k, values[j])
        self.last = self._session.step(inputs)
        return float(self.last["loss"])

    def save(self, path: str, keep: int = 0) -> float:
        """Saves checkpoint PATH/step-<steps_done> (fsdp-run's format:
        `fsdp-run --resume` and `load_checkpoint` read it, on any world
        size), keeping the newest `keep` (all: 0). Collective; returns its
        seconds."""
        return float(self._session.save(path, keep))

    def resume(self, path: str) -> int:
        """Loads checkpoint `path` (a root, through its `latest`, or one
        step-<k>), verified first; returns the steps it had done, from
        which training goes on. Collective."""
        self._session.resume(path)
        return self.steps_done

    def state(self) -> list[np.ndarray]:
        """Every state argument as its full array (bf16 as its uint16 bits),
        on every rank. Collective."""
        return [self._session.gather(a["index"])
                for a in self._session.args if a["state"]]

    def shards(self) -> list[np.ndarray]:
        """This rank's shard of every state argument: views, valid until
        the next step."""
        return [self._session.shard(a["index"])
                for a in self._session.args if a["state"]]

    def forward(self, key: Any, export: Callable[[], Any]) -> Forward:
        """The forward step `key` names (the shapes of its batch, and what
        else tells two apart), compiled by `compile_forward(export)` the
        first time it is asked for. Collective."""
        if key not in self._forwards:
            self._forwards[key] = self.compile_forward(export)
        return self._forwards[key]

    def compile_forward(self, export: Callable[[], Any],
                        entry: str = "eval_step") -> Forward:
        """A forward step of the same model run on this trainer's state:
        `export()` on rank 0 gives it (`.mlir`, whose function `entry` has
        `{fsdp.state}` arguments that the training step's `state_names`
        `.state_names` name, and no update), rewritten with the training
        step's pipeline -- which shards its state as the training step
        holds it -- and compiled once for the job. Collective."""
        def build() -> dict[str, bytes]:
            forward = export()
            files = _build(forward.mlir, self._pipeline, entry)
            files["state_names.json"] = json.dumps(
                list(forward.state_names)).encode()
            files["outputs.pickle"] = pickle.dumps(
                getattr(forward, "outputs", None))
            return files

        work = _compile_once(self._runtime, build)
        self._forward_dirs.append(work)
        with open(os.path.join(work, "state_names.json")) as f:
            names = json.load(f)
        with open(os.path.join(work, "outputs.pickle"), "rb") as data:
            outputs = pickle.load(data)  # (rank 0's, as the step's code is)
        with open(os.path.join(work, "step.json")) as f:
            num_args = len(json.load(f)["args"])
        position = {n: k for k, n in enumerate(self.train_step.state_names)}
        missing = [n for n in names if n not in position]
        if missing:
            raise RuntimeError("the forward step reads %s, which the training "
                               "step does not hold" % ", ".join(missing))
        state_of = [position[n] for n in names]
        state_of += [-1] * (num_args - len(state_of))
        return Forward(self, _extension().ForwardStep(self._session, work,
                                                      state_of), names,
                       outputs)

    def close(self) -> None:
        """Frees the state and this rank's copy of the step library."""
        self._session = None
        for work in [self._work] + self._forward_dirs:
            shutil.rmtree(work, ignore_errors=True)


class Forward:
    """A forward step compiled against a trainer's state
    (`Trainer.compile_forward`): `run(*batch)` is its loss on this rank's
    rows (averaged over the ranks by the step), or the model's outputs on
    them, the trainer's state left as it is. `last` is what the last call
    did on this rank (`loss`, `seconds`, `comm_bytes`, `peak_bytes`,
    `outputs`)."""

    def __init__(self, trainer: Trainer, step: Any,
                 state_names: Sequence[str], outputs: Any = None) -> None:
        self._trainer = trainer
        self._step = step
        #: the training step's names of the forward step's state arguments
        self.state_names = list(state_names)
        #: the structure of the outputs (the exporter's), None for a loss
        self.outputs = outputs
        self.last: dict[str, Any] = {}

    @property
    def args(self) -> list[dict[str, Any]]:
        return list(self._step.args)

    @property
    def resharded(self) -> list[int]:
        """State arguments each call reshards: held whole by the training
        step (a module's buffers, which every rank updates alike) and
        sharded by the forward step, each call cuts this rank's rows from
        the whole copy (no communication)."""
        return list(self._step.resharded)

    @property
    def last_argument_pointers(self) -> list[int]:
        return list(self._step.last_argument_pointers)

    def run(self, *batch: Any) -> Any:
        """The loss on this rank's rows of `batch` (the shapes and dtypes the
        step was exported for), the mean over the ranks; for a step of the
        model's outputs, the list of them (numpy arrays of this rank's rows,
        in the order of their structure's leaves). Collective."""
        inputs = [self._trainer._array(k, x) for k, x in enumerate(batch)]
        self.last = self._step.run(inputs)
        if self.outputs is not None:
            return list(self.last["outputs"])
        return float(self.last["loss"])


def compile_step(step: TrainStep, strategy: str = "full-shard",
                 memory_limit: str | int | None = None,
                 pipeline_options: Sequence[str] = (),
                 rt: Any = None, cls: type[Trainer] | None = None) -> Trainer:
    """Rewrites `step` (exported for `rt.size` ranks) with `fsdp-opt
    --fsdp-pipeline` (`strategy`, `memory_limit` and any other
    `pipeline_options`, as `name=value`), compiles it once for the job (rank
    0, through fsdp-run's compile cache; the other ranks receive the code),
    loads it on every rank with the step's initial state (rank 0's values,
    should the ranks' models differ) and returns the Trainer (of class
    `cls`, a subclass, if given). Collective."""
    rt = rt if rt is not None else runtime()
    if step.grid != rt.size:
        raise ValueError("the step was exported for %d ranks and this job has "
                         "%d: export it with grid=%d" % (step.grid, rt.size,
                                                         rt.size))
    pipeline = _pipeline(strategy, memory_limit, pipeline_options)
    mine = _compile_once(rt, lambda: _build(step.mlir, pipeline))
    session = _extension().Session(rt, mine)
    _set_initial_state(session, step, rt)
    trainer = (cls or Trainer)(step, session, rt, mine)
    trainer._pipeline = pipeline
    return trainer


def _compile_once(rt: Any, build: Callable[[], dict[str, bytes]]) -> str:
    """`build()` on rank 0 (a step library's files), sent to every rank,
    which writes its own copy into a new temporary directory: returns it.
    A failed build raises on every rank. Collective."""
    payload = b""
    if rt.rank == 0:
        try:
            payload = b"K" + _pack(build())
        except Exception as e:  # every rank raises it
            payload = b"E" + ("%s: %s" % (type(e).__name__, e)).encode()
    payload = rt.broadcast(payload)
    if payload[:1] != b"K":
        raise RuntimeError("rank 0 could not compile the step: " +
                           payload[1:].decode(errors="replace"))
    mine = tempfile.mkdtemp(prefix="fsdp-step-")
    for name, data in _unpack(payload[1:]).items():
        with open(os.path.join(mine, name), "wb") as f:
            f.write(data)
    return mine


def _check_trainable(step: TrainStep) -> None:
    """What the trainer cannot train yet, found before anything is sent."""
    if step.init:
        raise NotImplementedError(
            "a model built without its weights (init_empty) trains with "
            "fsdp-run, which makes them from their recipes; build it with its "
            "weights to train it from Python")


def _set_initial_state(session: Any, step: TrainStep, rt: Any) -> None:
    """The step's initial state, from rank 0's values: each rank's when they
    agree (compared by hash), else rank 0's sent to every rank."""
    _check_trainable(step)
    arrays = [np.array(v, order="C") for v in step.state]  # 0-d stays 0-d
    hashes = rt.all_gather(_state_hash(arrays))
    if len(set(hashes)) > 1:
        for k, a in enumerate(arrays):
            data = rt.broadcast(a.tobytes() if rt.rank == 0 else b"")
            arrays[k] = np.frombuffer(data, a.dtype).reshape(a.shape)
    for k, a in enumerate(arrays):
        if a.dtype.str == "<V2" or a.dtype.name == "bfloat16":
            a = a.view(np.uint16)
        session.set_state(k, a)
