"""torch.nn.utils.rnn for nnscope: pad_sequence (PyTorch 2.6 behaviour:
the result is filled with padding_value and each sequence copied into its
slot, so it carries CopySlices), PackedSequence, pack_padded_sequence,
pad_packed_sequence, pack_sequence, unpad_sequence, unpack_sequence."""
import collections

import torch

__all__ = ["PackedSequence", "invert_permutation", "pack_padded_sequence", "pack_sequence", "pad_packed_sequence",
           "pad_sequence", "unpack_sequence", "unpad_sequence"]


PackedSequence_ = collections.namedtuple("PackedSequence_", ["data", "batch_sizes", "sorted_indices",
                                                             "unsorted_indices"])
PackedSequence_.__module__ = "torch.nn.utils.rnn"


def invert_permutation(permutation):
    """The permutation that undoes `permutation` (None stays None)."""
    if permutation is None:
        return None
    out = torch.empty_like(permutation)
    out.scatter_(0, permutation, torch.arange(0, permutation.numel(), device=permutation.device))
    return out


class PackedSequence(PackedSequence_):
    """Time-major packed batch of variable-length sequences (data holds the
    steps one after the other; batch_sizes the batch size of each step)."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is not None:
            if batch_sizes.device.type != "cpu":
                raise ValueError("batch_sizes should always be on CPU. Instances of PackedSequence should never be "
                                 "created manually. They should be instantiated by functions like pack_sequence "
                                 "and pack_padded_sequences in nn.utils.rnn. "
                                 "https://pytorch.org/docs/stable/nn.html#torch.nn.utils.rnn.pack_sequence")
            return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)
        if not (isinstance(data, (list, tuple)) and len(data) == 2):
            raise AssertionError
        return super().__new__(cls, data[0], data[1], sorted_indices, unsorted_indices)

    def _with(self, data, *idx_args, **idx_kwargs):
        sorted_indices = self.sorted_indices
        unsorted_indices = self.unsorted_indices
        if idx_args or idx_kwargs:
            if sorted_indices is not None:
                sorted_indices = sorted_indices.to(*idx_args, **idx_kwargs)
            if unsorted_indices is not None:
                unsorted_indices = unsorted_indices.to(*idx_args, **idx_kwargs)
        return type(self)(data, self.batch_sizes, sorted_indices, unsorted_indices)

    def pin_memory(self):
        return self

    def to(self, *args, **kwargs):
        data = self.data.to(*args, **kwargs)
        if data is self.data:
            return self
        return self._with(data)

    def cuda(self, *args, **kwargs):
        return self.to("cuda", *args, **kwargs)

    def cpu(self, *args, **kwargs):
        return self.to("cpu", *args, **kwargs)

    def double(self):
        return self.to(dtype=torch.double)

    def float(self):
        return self.to(dtype=torch.float)

    def half(self):
        return self.to(dtype=torch.half)

    def long(self):
        return self.to(dtype=torch.long)

    def int(self):
        return self.to(dtype=torch.int)

    @property
    def is_cuda(self):
        return self.data.is_cuda

    def is_pinned(self):
        return False


def _fused(name, inputs, out):
    from torch.nn._functional_py import _fused as f
    return f(name, inputs, out)


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    """Pack a padded (T, B, *) (or (B, T, *)) batch given each sequence's length."""
    if not isinstance(lengths, torch.Tensor):
        lengths = torch.as_tensor(lengths, dtype=torch.int64, device="cpu")
    else:
        lengths = lengths.to(dtype=torch.int64)
    if enforce_sorted:
        sorted_indices = None
    else:
        lengths, sorted_indices = torch.sort(lengths, descending=True)
        input = input.index_select(0 if batch_first else 1, sorted_indices)
    x = input.transpose(0, 1) if batch_first else input
    if x.numel() == 0:
        raise RuntimeError("Cannot pack empty tensors.")
    batch = x.size(1)
    lens = lengths.tolist()
    if len(lens) != batch:
        raise RuntimeError(f"Expected `len(lengths)` to be equal to batch_size, but got {len(lens)} "
                           f"(batch_size={batch})")
    if lens[-1] <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' that "
                           "is <= 0")
    for i in range(batch - 1):
        if lens[batch - 1 - i] > lens[batch - 2 - i]:
            raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. "
                               "You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                               "sidestep this requirement if you do not need ONNX exportability.")
    if lens[0] > x.size(0):
        raise RuntimeError(f"Expected sequence length to be larger than or equal to the largest length, but got "
                           f"{x.size(0)} and {lens[0]}")
    sizes = [sum(1 for n in lens if n > t) for t in range(lens[0])]
    data = torch.cat([x[t, :bs] for t, bs in enumerate(sizes)], 0)
    data = _fused("PackPaddedSequenceBackward0", (input,), data)
    return PackedSequence(data, torch.tensor(sizes, dtype=torch.int64), sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    """Undo pack_padded_sequence: (padded batch, lengths)."""
    sizes = sequence.batch_sizes.tolist()
    longest = len(sizes)
    if total_length is not None:
        if total_length < longest:
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, "
                             f"but got total_length={total_length} and max sequence length being {longest}")
        longest = total_length
    data = sequence.data
    batch = sizes[0]
    out = torch.full((longest, batch) + tuple(data.shape[1:]), padding_value, dtype=data.dtype,
                     device=data.device)
    offset = 0
    for t, bs in enumerate(sizes):
        out[t, :bs] = data[offset:offset + bs]
        offset += bs
    lengths = torch.tensor([sum(1 for bs in sizes if bs > b) for b in range(batch)], dtype=torch.int64)
    if batch_first:
        out = out.transpose(0, 1)
    if sequence.unsorted_indices is not None:
        return out.index_select(0 if batch_first else 1, sequence.unsorted_indices), \
            lengths[sequence.unsorted_indices.cpu()]
    return out, lengths


def pack_sequence(sequences, enforce_sorted=True):
    """Pack a list of (L_i, *) sequences."""
    lengths = torch.as_tensor([v.size(0) for v in sequences])
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    padded, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded, lengths, batch_first=True)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    idx = torch.arange(padded_sequences.size(1), device=padded_sequences.device)
    return [seq[idx < length] for seq, length in zip(padded_sequences, lengths)]


def _check_trailing(trailing, seq):
    """The broadcast error of copying seq into a slot of shape (L, *trailing)."""
    rest = tuple(seq.shape[1:])
    if len(rest) == len(trailing):
        for d, (want, got) in enumerate(zip(trailing, rest)):
            if want != got and got != 1:
                raise RuntimeError(f"The size of tensor a ({want}) must match the size of tensor b ({got}) "
                                   f"at non-singleton dimension {d + 1}")


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    """Stack sequences of shape (L_i, *) into (max L, B, *) (or (B, max L, *))."""
    if isinstance(sequences, torch.Tensor):
        sequences = sequences.unbind(0)
    sequences = list(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    if padding_side not in ("left", "right"):
        raise ValueError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    first = sequences[0]
    longest = max(s.size(0) for s in sequences)
    trailing = tuple(first.shape[1:])
    n_seq = len(sequences)
    shape = (n_seq, longest) if batch_first else (longest, n_seq)
    out = torch.full(shape + trailing, padding_value, dtype=first.dtype, device=first.device)
    for i, seq in enumerate(sequences):
        n = seq.size(0)
        _check_trailing(trailing, seq)
        rows = slice(longest - n, None) if padding_side == "left" else slice(0, n)
        if batch_first:
            out[i, rows] = seq
        else:
            out[rows, i] = seq
    return out
