"""Python-level pieces of torch.nn.Module that PyTorch defines as plain
functions (so that their type, name and qualname print as PyTorch's)."""
from typing import Any


def _forward_unimplemented(self, *input: Any) -> None:
    r"""Define the computation performed at every call.

    Should be overridden by all subclasses.
    """
    raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')


_forward_unimplemented.__module__ = 'torch.nn.modules.module'
