"""BatchNorm1d / 2d / 3d and their Lazy forms (PyTorch 2.6): affine parameters, running
statistics buffers (running_mean, running_var, num_batches_tracked),
_version = 2, momentum=None as a cumulative average."""
import torch
from torch.nn import _init_native as _nat
from torch.nn import functional as F
from torch.nn import init
from torch.nn.modules.module import Module
from torch.nn.parameter import Parameter

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LazyBatchNorm1d", "LazyBatchNorm2d", "LazyBatchNorm3d"]


class _NormBase(Module):
    _version = 2  # version 2 added num_batches_tracked to the state dict

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        for name in ("weight", "bias"):
            if affine:
                self.register_parameter(name, Parameter(torch.empty(num_features, **placement)))
            else:
                self.register_parameter(name, None)
        if track_running_stats:
            buffers = (torch.zeros(num_features, **placement), torch.ones(num_features, **placement),
                       torch.tensor(0, dtype=torch.long, device=device))
        else:
            buffers = (None, None, None)
        for name, value in zip(("running_mean", "running_var", "num_batches_tracked"), buffers):
            self.register_buffer(name, value)
        self.reset_parameters()

    def reset_running_stats(self):
        if not self.track_running_stats:
            return
        for buf, value in ((self.running_mean, 0), (self.running_var, 1), (self.num_batches_tracked, 0)):
            _nat._fill(buf, value)

    def reset_parameters(self):
        self.reset_running_stats()
        if self.affine:
            init.ones_(self.weight)
            init.zeros_(self.bias)

    def _check_input_dim(self, input):
        raise NotImplementedError

    def extra_repr(self):
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"track_running_stats={self.track_running_stats}")

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys,
                              unexpected_keys, error_msgs):
        # State dicts saved before version 2 have no counter: supply one.
        saved_version = local_metadata.get("version", None)
        counter_key = prefix + "num_batches_tracked"
        if (self.track_running_stats and (saved_version is None or saved_version < 2)
                and counter_key not in state_dict):
            counter = self.num_batches_tracked
            state_dict[counter_key] = counter if counter is not None else torch.tensor(0, dtype=torch.long)
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys,
                                      unexpected_keys, error_msgs)


class _BatchNorm(_NormBase):
    def forward(self, input):
        self._check_input_dim(input)
        # momentum=None means a cumulative average: weight 1/n for the n-th batch
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats and self.num_batches_tracked is not None:
            self.num_batches_tracked.add_(1)
            if self.momentum is None:
                factor = 1.0 / float(self.num_batches_tracked)
        # in eval mode the batch statistics are used only when no running ones exist
        batch_stats = self.training or (self.running_mean is None and self.running_var is None)
        if self.training and not self.track_running_stats:
            mean, var = None, None
        else:
            mean, var = self.running_mean, self.running_var
        return F.batch_norm(input, mean, var, self.weight, self.bias, batch_stats, factor, self.eps)


def _input_dim_error(expected, input):
    return ValueError(f"expected {expected} input (got {input.dim()}D input)")


class BatchNorm1d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() not in (2, 3):
            raise _input_dim_error("2D or 3D", input)


class BatchNorm2d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 4:
            raise _input_dim_error("4D", input)


class BatchNorm3d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 5:
            raise _input_dim_error("5D", input)


class _LazyNormBase(_NormBase):
    """A norm layer whose num_features comes from the first input (dim 1);
    it then becomes cls_to_become, initialised as that class is."""

    def __init__(self, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None):
        from torch.nn.modules.linear import UninitializedParameter
        super().__init__(0, eps, momentum, False, False, device=device, dtype=dtype)
        self._placement = {"device": device, "dtype": dtype}
        self.affine = affine
        self.track_running_stats = track_running_stats
        if affine:
            self.weight = UninitializedParameter(device=device, dtype=dtype)
            self.bias = UninitializedParameter(device=device, dtype=dtype)
        if track_running_stats:
            self.running_mean = _UninitializedBuffer(device=device, dtype=dtype)
            self.running_var = _UninitializedBuffer(device=device, dtype=dtype)
            self.num_batches_tracked = torch.tensor(0, dtype=torch.long, device=device)

    def has_uninitialized_params(self):
        from torch.nn.modules.linear import UninitializedParameter
        return (any(isinstance(p, UninitializedParameter) for p in self._parameters.values()) or
                any(isinstance(b, _UninitializedBuffer) for b in self._buffers.values()))

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.num_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if not self.has_uninitialized_params():
            return
        placement = self.__dict__.get("_placement", {})
        with torch.no_grad():
            self.num_features = input.shape[1]
            if self.affine:
                self.weight.materialize((self.num_features,))
                self.bias.materialize((self.num_features,))
            if self.track_running_stats:
                self.running_mean = torch.empty((self.num_features,), **placement)
                self.running_var = torch.empty((self.num_features,), **placement)
            self.reset_parameters()

    def forward(self, input):
        # the first forward initialises (if anything is pending) and always changes the class
        become = self.cls_to_become
        if self.has_uninitialized_params():
            self._check_input_dim(input)
            self.initialize_parameters(input)
        self.__dict__.pop("_placement", None)
        self.__class__ = become
        return become.forward(self, input)


class _UninitializedBuffer(torch.Tensor):
    """A buffer whose shape is not known yet (the statistics of lazy norms)."""

    def __new__(cls, requires_grad=False, device=None, dtype=None):
        return torch.Tensor.__new__(cls, torch.empty(0, device=device, dtype=dtype))

    def __repr__(self):
        return "<UninitializedBuffer>"

    __str__ = __repr__


class LazyBatchNorm1d(_LazyNormBase, _BatchNorm):
    cls_to_become = BatchNorm1d

    def _check_input_dim(self, input):
        BatchNorm1d._check_input_dim(self, input)


class LazyBatchNorm2d(_LazyNormBase, _BatchNorm):
    cls_to_become = BatchNorm2d

    def _check_input_dim(self, input):
        BatchNorm2d._check_input_dim(self, input)


class LazyBatchNorm3d(_LazyNormBase, _BatchNorm):
    cls_to_become = BatchNorm3d

    def _check_input_dim(self, input):
        BatchNorm3d._check_input_dim(self, input)
