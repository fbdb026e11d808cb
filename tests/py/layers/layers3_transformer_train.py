import torch, torch.nn as nn
torch.manual_seed(0)
class TinyTransformer(nn.Module):
    def __init__(self, vocab=12, d=8):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        layer = nn.TransformerEncoderLayer(d, 2, dim_feedforward=16, batch_first=True, dropout=0.1)
        self.enc = nn.TransformerEncoder(layer, 1)
        self.head = nn.Linear(d, vocab)
    def forward(self, x):
        return self.head(self.enc(self.emb(x)))
model = TinyTransformer()
print(model)
tokens = torch.randint(0, 12, (4, 6))
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for step in range(4):
    logits = model(tokens)
    loss = nn.functional.cross_entropy(logits.reshape(-1, 12), tokens.reshape(-1))
    opt.zero_grad(); loss.backward(); opt.step()
    print(step, f"{loss.item():.4f}")
model.eval()
with torch.no_grad():
    print(model(tokens[:1]).argmax(-1))
