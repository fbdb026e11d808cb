"""Recurrent layers for nnscope: RNN, LSTM, GRU and their single-step cells.

Construction follows PyTorch 2.6 (parameter names weight_ih_l{k}[_reverse],
registration order per layer and direction, every parameter drawn from
U(-1/sqrt(hidden_size), 1/sqrt(hidden_size)) in that order). The sequence is
run step by step here, with the arithmetic order of ATen's CPU cells: the
input projection of the whole sequence is computed first, and each step adds
the hidden projection to it. The result tensors carry the grad_fn that
PyTorch's CPU kernels leave on them."""
import math
import warnings

import torch
from torch.nn import functional as F
from torch.nn import init
from torch.nn.modules._helpers import _torch_site, _warn_from
from torch.nn.modules.module import Module
from torch.nn.parameter import Parameter

__all__ = ["GRU", "GRUCell", "LSTM", "LSTMCell", "RNN", "RNNBase", "RNNCell", "RNNCellBase"]


def _fused(name, inputs, out):
    from torch.nn._functional_py import _fused as f
    return f(name, inputs, out)


# ---------------------------------------------------------------- one time step per mode
# x_proj is the input projection W_ih x + b_ih of this step; state is h (or (h, c)).

def _step_tanh(x_proj, h, w_hh, b_hh, w_hr):
    return torch.tanh(F.linear(h, w_hh, b_hh) + x_proj)


def _step_relu(x_proj, h, w_hh, b_hh, w_hr):
    return torch.relu(F.linear(h, w_hh, b_hh) + x_proj)


def _step_lstm(x_proj, state, w_hh, b_hh, w_hr):
    h, c = state
    gates = F.linear(h, w_hh, b_hh) + x_proj
    i, f, g, o = gates.unsafe_chunk(4, 1)
    i = i.sigmoid()
    f = f.sigmoid()
    g = g.tanh()
    o = o.sigmoid()
    c_new = f * c + i * g
    h_new = o * c_new.tanh()
    if w_hr is not None:
        h_new = torch.matmul(h_new, w_hr.t())
    return h_new, c_new


def _step_gru(x_proj, h, w_hh, b_hh, w_hr):
    xr, xz, xn = x_proj.unsafe_chunk(3, 1)
    hr, hz, hn = F.linear(h, w_hh, b_hh).unsafe_chunk(3, 1)
    r = (hr + xr).sigmoid()
    z = (hz + xz).sigmoid()
    n = (xn + hn * r).tanh()
    return (h - n) * z + n


_STEPS = {"RNN_TANH": _step_tanh, "RNN_RELU": _step_relu, "LSTM": _step_lstm, "GRU": _step_gru}


def _run_direction(step, x_proj, state, w_hh, b_hh, w_hr, reverse):
    """Run one layer in one direction over the precomputed projections
    (a sequence-first tensor); returns (list of per-step outputs in time order, final state)."""
    steps = x_proj.unbind(0)
    order = range(len(steps) - 1, -1, -1) if reverse else range(len(steps))
    outs = [None] * len(steps)
    for t in order:
        state = step(steps[t], state, w_hh, b_hh, w_hr)
        outs[t] = state[0] if isinstance(state, tuple) else state
    return outs, state


class RNNBase(Module):
    """What RNN, LSTM and GRU share: the parameter layout and argument checks."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        ndir = 2 if bidirectional else 1
        if isinstance(dropout, bool) or not isinstance(dropout, (int, float)) or not 0 <= dropout <= 1:
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an "
                             "element being zeroed")
        if dropout > 0 and num_layers == 1:
            _warn_from("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                       f"expects num_layers greater than 1, but got dropout={dropout} and "
                       f"num_layers={num_layers}", _torch_site("nn/modules/rnn.py", 123, "warnings.warn("))
        if not isinstance(hidden_size, int):
            raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        chunks = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}.get(mode)
        if chunks is None:
            raise ValueError("Unrecognized RNN mode: " + mode)
        gate_size = chunks * hidden_size
        out_size = proj_size if proj_size > 0 else hidden_size
        kw = {"device": device, "dtype": dtype}
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            in_size = input_size if layer == 0 else out_size * ndir
            for direction in range(ndir):
                tail = f"_l{layer}" + ("_reverse" if direction == 1 else "")
                made = [("weight_ih" + tail, (gate_size, in_size)), ("weight_hh" + tail, (gate_size, out_size))]
                if bias:
                    made += [("bias_ih" + tail, (gate_size,)), ("bias_hh" + tail, (gate_size,))]
                if proj_size > 0:
                    made.append(("weight_hr" + tail, (proj_size, hidden_size)))
                names = []
                for name, shape in made:
                    setattr(self, name, Parameter(torch.empty(shape, **kw)))
                    names.append(name)
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    @property
    def _flat_weights(self):
        return [getattr(self, n) if hasattr(self, n) else None for n in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, n) for n in names] for names in self._all_weights]

    def flatten_parameters(self):
        """A no-op on CPU, as in PyTorch."""
        return None

    def reset_parameters(self):
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for w in self.parameters():
            init.uniform_(w, -bound, bound)

    def check_input(self, input, batch_sizes):
        wdtype = self._flat_weights[0].dtype
        if input.dtype != wdtype:
            raise ValueError(f"input must have the type {wdtype}, got type {input.dtype}")
        want = 2 if batch_sizes is not None else 3
        if input.dim() != want:
            raise RuntimeError(f"input must have {want} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, "
                               f"got {input.size(-1)}")

    def get_expected_hidden_size(self, input, batch_sizes):
        if batch_sizes is not None:
            batch = int(batch_sizes[0])
        else:
            batch = input.size(0) if self.batch_first else input.size(1)
        ndir = 2 if self.bidirectional else 1
        size = self.proj_size if self.proj_size > 0 else self.hidden_size
        return (self.num_layers * ndir, batch, size)

    def check_hidden_size(self, hx, expected_hidden_size, msg="Expected hidden size {}, got {}"):
        if hx.size() != expected_hidden_size:
            raise RuntimeError(msg.format(expected_hidden_size, list(hx.size())))

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden, self.get_expected_hidden_size(input, batch_sizes))

    def permute_hidden(self, hx, permutation):
        if permutation is None:
            return hx
        return hx.index_select(1, permutation)

    def extra_repr(self):
        parts = [f"{self.input_size}, {self.hidden_size}"]
        if self.proj_size != 0:
            parts.append(f"proj_size={self.proj_size}")
        if self.num_layers != 1:
            parts.append(f"num_layers={self.num_layers}")
        if self.bias is not True:
            parts.append(f"bias={self.bias}")
        if self.batch_first is not False:
            parts.append(f"batch_first={self.batch_first}")
        if self.dropout != 0:
            parts.append(f"dropout={self.dropout}")
        if self.bidirectional is not False:
            parts.append(f"bidirectional={self.bidirectional}")
        return ", ".join(parts)

    def _zeros(self, batch, size, like):
        ndir = 2 if self.bidirectional else 1
        return torch.zeros(self.num_layers * ndir, batch, size, dtype=like.dtype, device=like.device)

    def _run(self, input, hx):
        """The whole stack on a 3-D input (batch_first honoured); hx is h0 or
        (h0, c0). Returns (output, h_n) or (output, (h_n, c_n)).

        A float32 LSTM without projections takes ATen's oneDNN path: one
        MkldnnRnnLayerBackward0 node per layer and direction, with edges
        (input, w_ih, w_hh, b_ih, b_hh, h0, c0) and outputs (output, h_n, c_n),
        on a contiguous sequence-first input. The other paths unbind h0 (and
        c0) per layer and record every step's ops."""
        step = _STEPS[self.mode]
        lstm = self.mode == "LSTM"
        ndir = 2 if self.bidirectional else 1
        onednn = lstm and self.proj_size == 0 and input.dtype == torch.float32
        if lstm and self.proj_size > 0 and input.dtype == torch.float32:
            _warn_projections_once()
        x = input.transpose(0, 1) if self.batch_first else input
        if onednn:
            x = x.contiguous()
            h0s, c0s = [hx[0][k] for k in range(hx[0].size(0))], [hx[1][k] for k in range(hx[1].size(0))]
        elif lstm:
            h0s, c0s = hx[0].unbind(0), hx[1].unbind(0)
        else:
            h0s, c0s = hx.unbind(0), None
        finals_h, finals_c = [], []
        weights = self._flat_weights
        per_dir = len(weights) // (self.num_layers * ndir)
        for layer in range(self.num_layers):
            outs_dirs = []
            for d in range(ndir):
                k = layer * ndir + d
                w = weights[k * per_dir:(k + 1) * per_dir]
                w_ih, w_hh = w[0], w[1]
                b_ih, b_hh = (w[2], w[3]) if self.bias else (None, None)
                w_hr = w[-1] if self.proj_size > 0 else None
                state = (h0s[k], c0s[k]) if lstm else h0s[k]
                x_proj = F.linear(x, w_ih, b_ih)
                outs, state = _run_direction(step, x_proj, state, w_hh, b_hh, w_hr, d == 1)
                out = torch.stack(outs, 0)
                if onednn:
                    out, h, c = _fused("MkldnnRnnLayerBackward0", (x, w_ih, w_hh, b_ih, b_hh, h0s[k], c0s[k]),
                                       (out, state[0], state[1]))
                    state = (h, c)
                outs_dirs.append(out)
                if lstm:
                    finals_h.append(state[0])
                    finals_c.append(state[1])
                else:
                    finals_h.append(state)
            x = outs_dirs[0] if ndir == 1 else torch.cat(outs_dirs, outs_dirs[0].dim() - 1)
            if self.dropout != 0 and self.training and layer < self.num_layers - 1:
                x = F.dropout(x, self.dropout, True)
        if self.batch_first:
            # ATen transposes the oneDNN result out of place, the others in place
            y = x.transpose(0, 1)
            x = y if onednn else _fused("TransposeBackward1", (x,), y)
        h_n = torch.stack(finals_h, 0)
        if lstm:
            return x, (h_n, torch.stack(finals_c, 0))
        return x, h_n


_PROJ_WARNED = []


def _warn_projections_once():
    """ATen's TORCH_WARN_ONCE when oneDNN would run an LSTM but it has projections."""
    if not _PROJ_WARNED:
        _PROJ_WARNED.append(True)
        _warn_from("LSTM with projections is not supported with oneDNN. Using default implementation. (Triggered "
                   "internally at ./aten/src/ATen/native/RNN.cpp:1474.)",
                   _torch_site("nn/modules/rnn.py", 1124, "result = _VF.lstm("))


def _is_packed(input):
    from torch.nn.utils.rnn import PackedSequence
    return isinstance(input, PackedSequence)


def _run_packed_direction(step, x_proj, sizes, state, w_hh, b_hh, w_hr, reverse, lstm):
    """One layer, one direction over a packed sequence (ATen's PackedLayer /
    ReversedPackedLayer): the batch shrinks (or, reversed, grows) with the
    step sizes; returns (step outputs in time order, final state over the
    full batch)."""
    offsets = [sum(sizes[:t]) for t in range(len(sizes))]

    def step_input(t):  # ATen narrows the packed data at each step (SliceBackward0)
        return x_proj.narrow(0, offsets[t], sizes[t])

    steps = sizes
    cut = (lambda st, a, b: (st[0][a:b], st[1][a:b])) if lstm else (lambda st, a, b: st[a:b])
    join = (lambda parts: (torch.cat([p[0] for p in parts], 0), torch.cat([p[1] for p in parts], 0))) if lstm \
        else (lambda parts: torch.cat(parts, 0))
    outs = [None] * len(steps)
    if not reverse:
        saved = []
        hidden = state
        last = sizes[0]
        for t, bs in enumerate(sizes):
            if bs < last:
                saved.append(cut(hidden, bs, last))
                hidden = cut(hidden, 0, bs)
            last = bs
            hidden = step(step_input(t), hidden, w_hh, b_hh, w_hr)
            outs[t] = hidden[0] if lstm else hidden
        saved.append(hidden)
        saved.reverse()
        return outs, join(saved)
    last = sizes[-1]
    hidden = cut(state, 0, last)
    for t in range(len(steps) - 1, -1, -1):
        bs = sizes[t]
        if bs > last:
            hidden = join([hidden, cut(state, last, bs)])
        last = bs
        hidden = step(step_input(t), hidden, w_hh, b_hh, w_hr)
        outs[t] = hidden[0] if lstm else hidden
    return outs, hidden


def _packed_forward(self, packed, hx):
    """forward of RNN / GRU / LSTM on a PackedSequence."""
    from torch.nn.utils.rnn import PackedSequence
    data, batch_sizes, sorted_indices, unsorted_indices = packed
    lstm = self.mode == "LSTM"
    batch = int(batch_sizes[0])
    if hx is None:
        if lstm:
            out_size = self.proj_size if self.proj_size > 0 else self.hidden_size
            hx = (self._zeros(batch, out_size, data), self._zeros(batch, self.hidden_size, data))
        else:
            hx = self._zeros(batch, self.hidden_size, data)
    else:
        hx = self.permute_hidden(hx, sorted_indices)
    self.check_forward_args(data, hx, batch_sizes)
    sizes = batch_sizes.tolist()
    step = _STEPS[self.mode]
    ndir = 2 if self.bidirectional else 1
    weights = self._flat_weights
    per_dir = len(weights) // (self.num_layers * ndir)
    x = data
    h0s, c0s = (hx[0].unbind(0), hx[1].unbind(0)) if lstm else (hx.unbind(0), None)
    finals_h, finals_c = [], []
    for layer in range(self.num_layers):
        outs_dirs = []
        for d in range(ndir):
            k = layer * ndir + d
            w = weights[k * per_dir:(k + 1) * per_dir]
            b_ih, b_hh = (w[2], w[3]) if self.bias else (None, None)
            w_hr = w[-1] if self.proj_size > 0 else None
            state = (h0s[k], c0s[k]) if lstm else h0s[k]
            x_proj = F.linear(x, w[0], b_ih)
            outs, state = _run_packed_direction(step, x_proj, sizes, state, w[1], b_hh, w_hr, d == 1, lstm)
            outs_dirs.append(torch.cat(outs, 0))
            if lstm:
                finals_h.append(state[0])
                finals_c.append(state[1])
            else:
                finals_h.append(state)
        x = outs_dirs[0] if ndir == 1 else torch.cat(outs_dirs, 1)
        if self.dropout != 0 and self.training and layer < self.num_layers - 1:
            x = F.dropout(x, self.dropout, True)
    hidden = (torch.stack(finals_h, 0), torch.stack(finals_c, 0)) if lstm else torch.stack(finals_h, 0)
    out = PackedSequence(x, batch_sizes, sorted_indices, unsorted_indices)
    return out, self.permute_hidden(hidden, unsorted_indices)


class RNN(RNNBase):
    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif self.nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)

    def forward(self, input, hx=None):
        return _single_state_forward(self, "RNN", input, hx)


class GRU(RNNBase):
    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def forward(self, input, hx=None):
        return _single_state_forward(self, "GRU", input, hx)


def _single_state_forward(self, label, input, hx):
    """forward of RNN and GRU (one state tensor)."""
    if _is_packed(input):
        return _packed_forward(self, input, hx)
    if input.dim() not in (2, 3):
        if label == "RNN":
            raise ValueError(f"RNN: Expected input to be 2D or 3D, got {input.dim()}D tensor instead")
        raise ValueError(f"{label}: Expected input to be 2D or 3D, got {input.dim()}D instead")
    batched = input.dim() == 3
    batch_dim = 0 if self.batch_first else 1
    if not batched:
        input = input.unsqueeze(batch_dim)
        if hx is not None:
            if hx.dim() != 2:
                raise RuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor")
            hx = hx.unsqueeze(1)
    elif hx is not None and hx.dim() != 3:
        raise RuntimeError(f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor")
    batch = input.size(0) if self.batch_first else input.size(1)
    if hx is None:
        hx = self._zeros(batch, self.hidden_size, input)
    self.check_forward_args(input, hx, None)
    output, hidden = self._run(input, hx)
    if not batched:
        output = output.squeeze(batch_dim)
        hidden = hidden.squeeze(1)
    return output, hidden


class LSTM(RNNBase):
    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def get_expected_cell_size(self, input, batch_sizes):
        if batch_sizes is not None:
            batch = int(batch_sizes[0])
        else:
            batch = input.size(0) if self.batch_first else input.size(1)
        ndir = 2 if self.bidirectional else 1
        return (self.num_layers * ndir, batch, self.hidden_size)

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden[0], self.get_expected_hidden_size(input, batch_sizes),
                               "Expected hidden[0] size {}, got {}")
        self.check_hidden_size(hidden[1], self.get_expected_cell_size(input, batch_sizes),
                               "Expected hidden[1] size {}, got {}")

    def permute_hidden(self, hx, permutation):
        if permutation is None:
            return hx
        return hx[0].index_select(1, permutation), hx[1].index_select(1, permutation)

    def forward(self, input, hx=None):
        if _is_packed(input):
            return _packed_forward(self, input, hx)
        if input.dim() not in (2, 3):
            raise ValueError(f"LSTM: Expected input to be 2D or 3D, got {input.dim()}D instead")
        batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not batched:
            input = input.unsqueeze(batch_dim)
        batch = input.size(0) if self.batch_first else input.size(1)
        if hx is None:
            out_size = self.proj_size if self.proj_size > 0 else self.hidden_size
            hx = (self._zeros(batch, out_size, input), self._zeros(batch, self.hidden_size, input))
        else:
            if batched:
                if hx[0].dim() != 3 or hx[1].dim() != 3:
                    raise RuntimeError("For batched 3-D input, hx and cx should also be 3-D but got "
                                       f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
            else:
                if hx[0].dim() != 2 or hx[1].dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx and cx should also be 2-D but got "
                                       f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
                hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1))
        self.check_forward_args(input, hx, None)
        output, (h, c) = self._run(input, hx)
        if not batched:
            output = output.squeeze(batch_dim)
            h, c = h.squeeze(1), c.squeeze(1)
        return output, (h, c)


# ---------------------------------------------------------------- cells

class RNNCellBase(Module):
    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        kw = {"device": device, "dtype": dtype}
        self.weight_ih = Parameter(torch.empty((num_chunks * hidden_size, input_size), **kw))
        self.weight_hh = Parameter(torch.empty((num_chunks * hidden_size, hidden_size), **kw))
        if bias:
            self.bias_ih = Parameter(torch.empty(num_chunks * hidden_size, **kw))
            self.bias_hh = Parameter(torch.empty(num_chunks * hidden_size, **kw))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if "bias" in self.__dict__ and self.bias is not True:
            s += f", bias={self.bias}"
        if "nonlinearity" in self.__dict__ and self.nonlinearity != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def reset_parameters(self):
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for w in self.parameters():
            init.uniform_(w, -bound, bound)

    def _check(self, input, hx, k):
        """ATen's argument checks of the *_cell functions (hx: hidden k)."""
        if input.size(1) != self.input_size:
            raise RuntimeError(f"input has inconsistent input_size: got {input.size(1)} expected {self.input_size}")
        if input.size(0) != hx.size(0):
            raise RuntimeError(f"Input batch size {input.size(0)} doesn't match hidden{k} batch size {hx.size(0)}")
        if hx.size(1) != self.hidden_size:
            raise RuntimeError(f"hidden{k} has inconsistent hidden_size: got {hx.size(1)}, expected "
                               f"{self.hidden_size}")


def _cell_prologue(cell, label, input, hx, what="hidden"):
    if input.dim() not in (1, 2):
        raise ValueError(f"{label}: Expected input to be 1D or 2D, got {input.dim()}D instead")
    if hx is not None and hx.dim() not in (1, 2):
        raise ValueError(f"{label}: Expected {what} to be 1D or 2D, got {hx.dim()}D instead")
    batched = input.dim() == 2
    if not batched:
        input = input.unsqueeze(0)
    if hx is None:
        hx = torch.zeros(input.size(0), cell.hidden_size, dtype=input.dtype, device=input.device)
    elif not batched:
        hx = hx.unsqueeze(0)
    cell._check(input, hx, 0)
    return input, hx, batched


class RNNCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        input, hx, batched = _cell_prologue(self, "RNNCell", input, hx)
        x_proj = F.linear(input, self.weight_ih, self.bias_ih)
        if self.nonlinearity == "tanh":
            ret = _step_tanh(x_proj, hx, self.weight_hh, self.bias_hh, None)
        elif self.nonlinearity == "relu":
            ret = _step_relu(x_proj, hx, self.weight_hh, self.bias_hh, None)
        else:
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        return ret if batched else ret.squeeze(0)


class GRUCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        input, hx, batched = _cell_prologue(self, "GRUCell", input, hx)
        ret = _step_gru(F.linear(input, self.weight_ih, self.bias_ih), hx, self.weight_hh, self.bias_hh, None)
        return ret if batched else ret.squeeze(0)


class LSTMCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        if input.dim() not in (1, 2):
            raise ValueError(f"LSTMCell: Expected input to be 1D or 2D, got {input.dim()}D instead")
        if hx is not None:
            for idx, value in enumerate(hx):
                if value.dim() not in (1, 2):
                    raise ValueError(f"LSTMCell: Expected hx[{idx}] to be 1D or 2D, got {value.dim()}D instead")
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)
        if hx is None:
            zeros = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype, device=input.device)
            hx = (zeros, zeros)
        elif not batched:
            hx = (hx[0].unsqueeze(0), hx[1].unsqueeze(0))
        self._check(input, hx[0], 0)
        self._check(input, hx[1], 1)
        h, c = _step_lstm(F.linear(input, self.weight_ih, self.bias_ih), hx, self.weight_hh, self.bias_hh, None)
        if not batched:
            return h.squeeze(0), c.squeeze(0)
        return h, c
