import torch, torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence
torch.manual_seed(3)
class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(12, 5, padding_idx=0)
        self.lstm = nn.LSTM(5, 4, num_layers=2, bidirectional=True, batch_first=True)
        self.out = nn.Linear(8, 3)
    def forward(self, tokens, lengths):
        packed = pack_padded_sequence(self.emb(tokens), lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        padded, _ = pad_packed_sequence(out, batch_first=True)
        return self.out(padded), h
seqs = [torch.tensor([3, 5, 7, 2]), torch.tensor([4, 1]), torch.tensor([9, 8, 6])]
tokens = pad_sequence(seqs, batch_first=True)
lengths = torch.tensor([4, 2, 3])
tags = pad_sequence([torch.tensor([0, 1, 2, 1]), torch.tensor([2, 2]), torch.tensor([1, 0, 0])], batch_first=True, padding_value=-100)
model = Tagger()
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for i in range(5):
    opt.zero_grad()
    logits, h = model(tokens, lengths)
    loss = nn.functional.cross_entropy(logits.reshape(-1, 3), tags.reshape(-1))
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 5), tuple(logits.shape), tuple(h.shape))
print(h[:, 1])
g = nn.GRU(3, 2)
x = torch.randn(5, 2, 3)
full, hf = g(x)
p, hp = g(pack_padded_sequence(x, [5, 5]))
print(torch.equal(p.data.view(5, 2, 2), full), torch.equal(hf, hp))
r = nn.RNN(3, 2, nonlinearity="relu", bidirectional=True)
o, hn = r(pack_padded_sequence(x, [5, 3]), torch.zeros(2, 2, 2))
print(pad_packed_sequence(o)[0][:, 1], hn)
