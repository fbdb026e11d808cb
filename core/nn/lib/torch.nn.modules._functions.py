"""autograd Functions behind torch.nn modules (torch.nn.modules._functions): CrossMapLRN2d, the legacy
Lua-torch local response normalisation across channels of a 4-D input. Its graph node prints as
CrossMapLRN2dBackward, as PyTorch's does."""
import torch
from torch.autograd.function import Function

__all__ = ["CrossMapLRN2d"]


class CrossMapLRN2d(Function):
    @staticmethod
    def forward(ctx, input, size, alpha=1e-4, beta=0.75, k=1):
        ctx.size, ctx.alpha, ctx.beta, ctx.k = size, alpha, beta, k
        if input.dim() != 4:
            raise ValueError(f"CrossMapLRN2d: Expected input to be 4D, got {input.dim()}D instead.")
        channels = input.size(1)
        sq = torch.pow(input, 2)
        scale = torch.empty_like(input)
        # scale[:, c] is a running sum of squares over the window [c - pad, c + pad'] (kept in the order
        # Lua torch adds and removes channels, so the rounding is the same), then k + alpha/size * sum.
        lead = int((size - 1) / 2 + 1)
        first = scale.select(1, 0)
        first.zero_()
        for c in range(min(lead, channels)):
            first.add_(sq.select(1, c))
        for c in range(1, channels):
            cur = scale.select(1, c)
            cur.copy_(scale.select(1, c - 1))
            if c < channels - lead + 1:
                cur.add_(sq.select(1, c + lead - 1), alpha=1)
            if c > lead:
                cur.add_(sq.select(1, c - lead), alpha=-1)
        scale.mul_(alpha / size).add_(k)
        output = torch.pow(scale, -beta).mul_(input)
        ctx.scale = scale
        ctx.save_for_backward(input, output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, output = ctx.saved_tensors
        size, scale = ctx.size, ctx.scale
        n_batch, channels, h, w = input.shape
        ratio = input.new_zeros(channels + size - 1, h, w)
        coef = 2 * ctx.alpha * ctx.beta / size
        offset = int(size - (size - 1) / 2)
        grad_input = torch.pow(scale, -ctx.beta).mul_(grad_output)
        center = ratio.narrow(0, offset, channels)
        for b in range(n_batch):
            center.copy_(grad_output[b] * output[b])
            center.div_(scale[b])
            acc = ratio.narrow(0, 0, size - 1).sum(0)
            for c in range(channels):
                acc.add_(ratio[c + size - 1])
                grad_input[b][c].addcmul_(input[b][c], acc, value=-coef)
                acc.add_(ratio[c], alpha=-1)
        return grad_input, None, None, None, None
