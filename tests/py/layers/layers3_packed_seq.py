import torch, torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pack_sequence, pad_sequence, PackedSequence
torch.manual_seed(0)
x = torch.randn(3, 4, 2, requires_grad=True)  # B, T, F
lengths = [4, 2, 3]
p = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
print(p)
print([c.__name__ for c in type(p).__mro__])
print(p.data.grad_fn.name(), p.batch_sizes, p.sorted_indices, p.unsorted_indices)
lstm = nn.LSTM(2, 3, batch_first=True)
out, (h, c) = lstm(p)
print(type(out).__name__, out.data.grad_fn.name(), out.batch_sizes)
print(out.data)
print(h, c)
padded, lens = pad_packed_sequence(out, batch_first=True)
print(padded, lens, padded.grad_fn.name())
padded.sum().backward()
print(x.grad[1])
q = pack_sequence([torch.tensor([1., 2., 3.]), torch.tensor([4., 5.]), torch.tensor([6.])])
print(q)
print(pad_packed_sequence(q))
print(pad_packed_sequence(q, total_length=5, padding_value=-1.0)[0])
gru = nn.GRU(1, 2, num_layers=2, bidirectional=True)
o, hn = gru(pack_sequence([torch.randn(3, 1), torch.randn(2, 1)]))
print(o.data.shape, hn.shape, o.data.grad_fn.name())
rnn = nn.RNN(2, 2)
o, hn = rnn(pack_padded_sequence(torch.randn(4, 2, 2), torch.tensor([4, 1])))
print(o, hn)
for bad in [lambda: pack_padded_sequence(x, [2, 4, 3], batch_first=True), lambda: pack_padded_sequence(x, [4, 0, 3], batch_first=True, enforce_sorted=False),
            lambda: pad_packed_sequence(q, total_length=2), lambda: pack_padded_sequence(x, [4, 3], batch_first=True)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(p.to(torch.float64).data.dtype, p.is_cuda)
