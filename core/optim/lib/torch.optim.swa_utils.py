"""torch.optim.swa_utils for nnscope (PyTorch 2.6 behaviour): stochastic
weight averaging and exponential moving averages of a model's weights.

AveragedModel keeps a deep copy of the model and a long `n_averaged`
buffer; update_parameters copies the weights the first time and then
averages (on the CPU, one tensor at a time: a + (p - a) / (n + 1), or the
given avg_fn / multi_avg_fn). SWALR anneals every group's lr to swa_lr
(cosine or linear); update_bn recomputes BatchNorm statistics with one pass
over a loader (cumulative averages: momentum None)."""
import itertools
import math
from copy import deepcopy

import torch
from torch.nn import Module
from torch.nn.modules._helpers import _torch_site, _warn_from
from torch.optim.lr_scheduler import LRScheduler

__all__ = ["AveragedModel", "update_bn", "SWALR", "get_ema_multi_avg_fn", "get_swa_multi_avg_fn", "get_ema_avg_fn",
           "get_swa_avg_fn"]


def _check_decay(decay):
    if decay < 0.0 or decay > 1.0:
        raise ValueError(f"Invalid decay value {decay} provided. Please provide a value in [0,1] range.")


def get_ema_multi_avg_fn(decay=0.999):
    """In-place EMA over lists of tensors: ema.lerp_(current, 1 - decay)."""
    _check_decay(decay)

    def ema_update(ema_param_list, current_param_list, _):
        with torch.no_grad():
            if torch.is_floating_point(ema_param_list[0]) or torch.is_complex(ema_param_list[0]):
                for p_ema, p_model in zip(ema_param_list, current_param_list):
                    p_ema.lerp_(p_model, 1 - decay)
            else:
                for p_ema, p_model in zip(ema_param_list, current_param_list):
                    p_ema.copy_(p_ema * decay + p_model * (1 - decay))

    return ema_update


def get_swa_multi_avg_fn():
    """In-place equal-weight average over lists of tensors."""

    def swa_update(averaged_param_list, current_param_list, num_averaged):
        with torch.no_grad():
            if torch.is_floating_point(averaged_param_list[0]) or torch.is_complex(averaged_param_list[0]):
                w = 1 / (num_averaged + 1)
                for p_avg, p_model in zip(averaged_param_list, current_param_list):
                    p_avg.lerp_(p_model, w)
            else:
                for p_avg, p_model in zip(averaged_param_list, current_param_list):
                    diff = p_model - p_avg
                    if isinstance(num_averaged, torch.Tensor):
                        p_avg.addcdiv_(diff, num_averaged + 1)
                    else:
                        p_avg.add_(diff, alpha=1.0 / (num_averaged + 1))

    return swa_update


def get_ema_avg_fn(decay=0.999):
    """EMA of one tensor: decay * ema + (1 - decay) * current."""
    _check_decay(decay)

    def ema_update(ema_param, current_param, num_averaged):
        with torch.no_grad():
            return decay * ema_param + (1 - decay) * current_param

    return ema_update


def get_swa_avg_fn():
    """Equal-weight average of one tensor: avg + (current - avg) / (n + 1)."""

    def swa_update(averaged_param, current_param, num_averaged):
        with torch.no_grad():
            return averaged_param + (current_param - averaged_param) / (num_averaged + 1)

    return swa_update


def _group_by_device_dtype(avg, cur):
    groups = {}
    for a, c in zip(avg, cur):
        groups.setdefault((a.device, a.dtype), ([], []))
        groups[(a.device, a.dtype)][0].append(a)
        groups[(a.device, a.dtype)][1].append(c)
    return groups


class AveragedModel(Module):
    """A running average (SWA or EMA) of the parameters of `model`."""

    def __init__(self, model, device=None, avg_fn=None, multi_avg_fn=None, use_buffers=False):
        super().__init__()
        assert avg_fn is None or multi_avg_fn is None, "Only one of avg_fn and multi_avg_fn should be provided"
        self.module = deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", torch.tensor(0, dtype=torch.long, device=device))
        self.avg_fn = avg_fn
        self.multi_avg_fn = multi_avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    def update_parameters(self, model):
        """Fold the current weights of `model` into the average."""
        if self.use_buffers:
            self_param = itertools.chain(self.module.parameters(), self.module.buffers())
            model_param = itertools.chain(model.parameters(), model.buffers())
        else:
            self_param = self.parameters()
            model_param = model.parameters()
        self_detached = []
        model_detached = []
        copy_param = bool(self.n_averaged == 0)
        for p_averaged, p_model in zip(self_param, model_param):
            p_model_ = p_model.detach().to(p_averaged.device)
            self_detached.append(p_averaged.detach())
            model_detached.append(p_model_)
            if copy_param:
                p_averaged.detach().copy_(p_model_)
        if self.n_averaged > 0:
            if self.multi_avg_fn is not None or self.avg_fn is None:
                for (device, _), (self_params, model_params) in _group_by_device_dtype(self_detached,
                                                                                       model_detached).items():
                    if self.multi_avg_fn:
                        self.multi_avg_fn(self_params, model_params, self.n_averaged.to(device))
                    else:
                        avg_fn = get_swa_avg_fn()
                        n_averaged = self.n_averaged.to(device)
                        for p_averaged, p_model in zip(self_params, model_params):
                            p_averaged.copy_(avg_fn(p_averaged, p_model, n_averaged))
            else:
                for p_averaged, p_model in zip(self_detached, model_detached):
                    n_averaged = self.n_averaged.to(p_averaged.device)
                    p_averaged.detach().copy_(self.avg_fn(p_averaged.detach(), p_model, n_averaged))
        if not self.use_buffers:
            for b_swa, b_model in zip(self.module.buffers(), model.buffers()):
                b_swa.detach().copy_(b_model.detach().to(b_swa.device))
        self.n_averaged += 1


def update_bn(loader, model, device=None):
    """Recompute the running statistics of every BatchNorm in `model` with one pass over `loader`."""
    with torch.no_grad():
        momenta = {}
        for module in model.modules():
            if isinstance(module, torch.nn.modules.batchnorm._BatchNorm):
                module.reset_running_stats()
                momenta[module] = module.momentum
        if not momenta:
            return
        was_training = model.training
        model.train()
        for module in momenta.keys():
            module.momentum = None
        for input in loader:
            if isinstance(input, (list, tuple)):
                input = input[0]
            if device is not None:
                input = input.to(device)
            model(input)
        for bn_module in momenta.keys():
            bn_module.momentum = momenta[bn_module]
        model.train(was_training)


def _format_param(name, optimizer, param):
    if isinstance(param, (list, tuple)):
        if len(param) != len(optimizer.param_groups):
            raise ValueError(f"{name} must have the same length as optimizer.param_groups. "
                             f"{name} has {len(param)} values, param_groups has {len(optimizer.param_groups)}.")
    else:
        param = [param] * len(optimizer.param_groups)
    return param


class SWALR(LRScheduler):
    """Anneals each group's learning rate to its swa_lr over anneal_epochs steps."""

    def __init__(self, optimizer, swa_lr, anneal_epochs=10, anneal_strategy="cos", last_epoch=-1):
        swa_lrs = _format_param("swa_lr", optimizer, swa_lr)
        for lr, group in zip(swa_lrs, optimizer.param_groups):
            group["swa_lr"] = lr
        if anneal_strategy not in ["cos", "linear"]:
            raise ValueError(f"anneal_strategy must by one of 'cos' or 'linear', instead got {anneal_strategy}")
        elif anneal_strategy == "cos":
            self.anneal_func = self._cosine_anneal
        elif anneal_strategy == "linear":
            self.anneal_func = self._linear_anneal
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    @staticmethod
    def _linear_anneal(t):
        return t

    @staticmethod
    def _cosine_anneal(t):
        return (1 - math.cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr, swa_lr, alpha):
        if alpha == 1:
            return swa_lr
        return (lr - alpha * swa_lr) / (1 - alpha)

    def get_lr(self):
        if not self._get_lr_called_within_step:
            _warn_from("To get the last learning rate computed by the scheduler, please use `get_last_lr()`.",
                       _torch_site("optim/swa_utils.py", 457, "warnings.warn("))
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        prev_t = max(0, min(1, (step - 1) / max(1, self.anneal_epochs)))
        prev_alpha = self.anneal_func(prev_t)
        prev_lrs = [self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
                    for group in self.optimizer.param_groups]
        t = max(0, min(1, step / max(1, self.anneal_epochs)))
        alpha = self.anneal_func(t)
        return [group["swa_lr"] * alpha + lr * (1 - alpha) for group, lr in zip(self.optimizer.param_groups, prev_lrs)]
