"""JAX frontend: `compile(jitted_shard_map_step, state, *rows)` trains from
your loop; `export_train_step(jitted_shard_map_step, state, *batch)` exports
the step for fsdp-opt and fsdp-run.

Set `XLA_FLAGS=--xla_force_host_platform_device_count=N` before importing jax
to lower (and run) an N-rank step on a CPU-only machine."""

from .checkpoint import load_checkpoint
from .export import export_train_step, jax_train
from .trainer import Trainer, compile

__all__ = ["export_train_step", "jax_train", "load_checkpoint", "compile",
           "Trainer"]
