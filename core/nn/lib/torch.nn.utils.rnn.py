"""torch.nn.utils.rnn for nnscope: pad_sequence (PyTorch 2.6 behaviour:
the result is filled with padding_value and each sequence copied into its
slot, so it carries CopySlices)."""
import torch

__all__ = ["pad_sequence"]


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
