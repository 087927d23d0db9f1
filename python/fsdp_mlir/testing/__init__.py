"""Test-only helpers of the fsdp_mlir tests, examples and command lines: not
part of the package's API, and free to change with the tests.

* `torch_models`, `jax_models`: small models (an MLP, a GPT, a transformer
  block) and JAX's data-parallel step, plain framework code;
* `torch_cases`, `jax_cases`: seeded training set-ups of them (model, loss,
  optimizer, batches) for `python -m fsdp_mlir.torch` / `.jax` and the tests;
* `verify`: trains an exported step with fsdp-run (DDP and FSDP) and holds it
  to the framework's own run;
* `torch_eager`: PyTorch's own eager training of a model (`eager_train`),
  in the export's state layout: the reference of the PyTorch tests;
* `op_coverage`, `jax_op_coverage`: every PyTorch OpInfo and JAX primitive
  harness tried through the export (docs/reference/limits.md's tables).

Importing this package imports no framework; each module imports the one it
needs.
"""
