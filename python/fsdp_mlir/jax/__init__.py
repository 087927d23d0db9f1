"""JAX frontend: `export_train_step(jitted_shard_map_step, state, *batch)`.

Set `XLA_FLAGS=--xla_force_host_platform_device_count=N` before importing jax
to lower (and run) an N-rank step on a CPU-only machine."""

from .checkpoint import load_checkpoint
from .export import export_train_step, jax_train

__all__ = ["export_train_step", "jax_train", "load_checkpoint"]
