"""PyTorch frontend: `compile(model, loss_fn, optimizer, batch)` trains from
your loop; `export_train_step(model, loss_fn, batch, optimizer)` exports the
step for fsdp-opt and fsdp-run."""

from .checkpoint import load_checkpoint, save_safetensors
from .export import clip_gradients, export_train_step
from .meta_init import init_empty
from .trainer import Trainer, compile

__all__ = ["export_train_step", "clip_gradients", "load_checkpoint",
           "save_safetensors", "init_empty", "compile", "Trainer"]
