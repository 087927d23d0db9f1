"""fsdp-mlir frontends: training steps of PyTorch and JAX models in the input
contract of `fsdp-opt --fsdp-pipeline` and `fsdp-run`.

    from fsdp_mlir.torch import export_train_step   # PyTorch
    from fsdp_mlir.jax import export_train_step     # JAX

The frameworks are imported only by their subpackages.
"""

from .step import TrainStep

__version__ = "0.1.0"
__all__ = ["TrainStep"]
