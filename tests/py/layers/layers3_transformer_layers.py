import torch, torch.nn as nn
torch.manual_seed(3)
layer = nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, activation="gelu", norm_first=True)
print(layer)
print(layer.activation_relu_or_gelu, layer.norm_first)
x = torch.randn(3, 2, 4)
print(layer(x))
dec = nn.TransformerDecoderLayer(4, 2, dim_feedforward=8, dropout=0.0)
print(dec)
mem = torch.randn(5, 2, 4)
tgt = torch.randn(3, 2, 4)
out = dec(tgt, mem, tgt_mask=nn.Transformer.generate_square_subsequent_mask(3))
print(out)
d = nn.TransformerDecoder(dec, 2, norm=nn.LayerNorm(4))
print(d(tgt, mem)[0])
try:
    nn.TransformerEncoderLayer(4, 2, activation="tanh")
except Exception as e:
    print(type(e).__name__, e)
