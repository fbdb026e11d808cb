import torch, torch.nn as nn
torch.manual_seed(4)
model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=12, dropout=0.0, batch_first=True)
print(model)
print(sum(p.numel() for p in model.parameters()))
src = torch.randn(2, 5, 8); tgt = torch.randn(2, 3, 8)
out = model(src, tgt, tgt_mask=model.generate_square_subsequent_mask(3))
print(out.shape)
print(out[0])
try:
    model(src, torch.randn(3, 3, 8))
except Exception as e:
    print(type(e).__name__, e)
