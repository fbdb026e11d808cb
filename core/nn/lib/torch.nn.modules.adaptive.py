"""AdaptiveLogSoftmaxWithLoss (Grave et al., efficient softmax approximation) with PyTorch 2.6's
signature, submodules, checks and results: the head scores the shortlist plus one entry per cluster;
each cluster's tail is a two-layer bias-free projection; forward returns _ASMoutput(output, loss)."""
from collections import namedtuple

import torch
from torch.nn import functional as F
from torch.nn.modules.container import ModuleList, Sequential
from torch.nn.modules.linear import Linear
from torch.nn.modules.module import Module

__all__ = ["AdaptiveLogSoftmaxWithLoss"]

_ASMoutput = namedtuple("_ASMoutput", ["output", "loss"])


class AdaptiveLogSoftmaxWithLoss(Module):
    def __init__(self, in_features, n_classes, cutoffs, div_value=4.0, head_bias=False, device=None, dtype=None):
        placement = {"device": device, "dtype": dtype}
        super().__init__()
        cutoffs = list(cutoffs)
        if len(cutoffs) == 0:
            raise ValueError("cutoffs should be a sequence of length larger than 0")
        ordered = cutoffs == sorted(cutoffs) and len(set(cutoffs)) == len(cutoffs)
        if (not ordered or min(cutoffs) <= 0 or max(cutoffs) > n_classes - 1
                or any(int(c) != c for c in cutoffs)):
            raise ValueError("cutoffs should be a sequence of unique, positive integers sorted in an increasing "
                             "order, where each value is between 1 and n_classes-1")
        self.in_features = in_features
        self.n_classes = n_classes
        self.cutoffs = cutoffs + [n_classes]
        self.div_value = div_value
        self.head_bias = head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(in_features, self.head_size, bias=head_bias, **placement)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            hidden = int(in_features // (div_value ** (i + 1)))
            width = self.cutoffs[i + 1] - self.cutoffs[i]
            self.tail.append(Sequential(Linear(in_features, hidden, bias=False, **placement),
                                        Linear(hidden, width, bias=False, **placement)))

    def reset_parameters(self):
        self.head.reset_parameters()
        for to_hidden, to_out in self.tail:
            to_hidden.reset_parameters()
            to_out.reset_parameters()

    def forward(self, input_, target_):
        tdim = target_.dim()
        if tdim == 1:
            if input_.size(0) != target_.size(0):
                raise RuntimeError("Input and target should have the same size in the batch dimension.")
            if input_.dim() != 2:
                raise RuntimeError("1D target tensor expects 2D input tensors, but found inputs with size",
                                   input_.size())
        elif tdim == 0:
            if input_.dim() != 1:
                raise RuntimeError("0D target tensor expects 1D input tensors, but found inputs with size",
                                   input_.size())
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        batched = tdim > 0
        input = input_ if batched else input_.unsqueeze(0)
        target = target_ if batched else target_.unsqueeze(0)
        n = target.size(0)
        output = input.new_zeros(n)
        head_index = target.new_empty(n)
        bounds = [0] + self.cutoffs
        covered = 0
        for i in range(len(bounds) - 1):
            lo, hi = bounds[i], bounds[i + 1]
            mask = (target >= lo) & (target < hi)
            rows = mask.nonzero().squeeze()
            if rows.numel() == 0:
                continue
            if i == 0:
                head_index.index_copy_(0, rows, target[mask])
            else:
                rel = target[mask] - lo
                logits = self.tail[i - 1](input.index_select(0, rows))
                head_index.index_fill_(0, rows, self.shortlist_size + i - 1)
                local = F.log_softmax(logits, dim=1).gather(1, rel.unsqueeze(1))
                output.index_copy_(0, rows, local.squeeze(1))
            covered += rows.numel()
        if covered != n:
            raise RuntimeError(f"Target values should be in [0, {self.n_classes - 1}], but values in range "
                               f"[{target.min().item()}, {target.max().item()}] were found. ")
        head_logprob = F.log_softmax(self.head(input), dim=1)
        output += head_logprob.gather(1, head_index.unsqueeze(1)).squeeze()
        loss = (-output).mean()
        if not batched:
            output = output.squeeze(0)
        return _ASMoutput(output, loss)

    def _get_full_log_prob(self, input, head_output):
        out = input.new_empty((head_output.size(0), self.n_classes))
        head_logprob = F.log_softmax(head_output, dim=1)
        out[:, :self.shortlist_size] = head_logprob[:, :self.shortlist_size]
        for i, (start, stop) in enumerate(zip(self.cutoffs, self.cutoffs[1:])):
            cluster_logprob = F.log_softmax(self.tail[i](input), dim=1)
            out[:, start:stop] = cluster_logprob + head_logprob[:, self.shortlist_size + i].unsqueeze(1)
        return out

    def log_prob(self, input):
        return self._get_full_log_prob(input, self.head(input))

    def predict(self, input):
        head_output = self.head(input)
        output = torch.argmax(head_output, dim=1)
        outside = output >= self.shortlist_size
        if not outside.any():
            return output
        if outside.all():
            return torch.argmax(self._get_full_log_prob(input, head_output), dim=1)
        log_prob = self._get_full_log_prob(input[outside], head_output[outside])
        output[outside] = torch.argmax(log_prob, dim=1)
        return output
