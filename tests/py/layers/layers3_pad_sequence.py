import torch, torch.nn as nn
from torch.nn.utils.rnn import pad_sequence
a = torch.ones(3, 2, requires_grad=True); b = torch.ones(1, 2) * 2; c = torch.ones(2, 2) * 3
p = pad_sequence([a, b, c]); print(p.shape, type(p.grad_fn).__name__)
p = pad_sequence([a, b, c], batch_first=True, padding_value=-1.0); print(p)
print(pad_sequence([torch.tensor([1, 2]), torch.tensor([3])], batch_first=True, padding_side='left'))
try: pad_sequence([])
except Exception as e: print(type(e).__name__, e)
try: pad_sequence([torch.ones(2, 3), torch.ones(2, 4)])
except Exception as e: print(type(e).__name__, e)
print(type(p.grad_fn).__name__)
seqs = [torch.tensor([5, 2, 7]), torch.tensor([1]), torch.tensor([4, 4])]
padded = pad_sequence(seqs, batch_first=True)
print(padded, padded.dtype)
lengths = torch.tensor([len(s) for s in seqs]); print(lengths)
emb = nn.Embedding(8, 3, padding_idx=0)
print(emb(padded).shape)
p.sum().backward(); print(a.grad)
