import io
import contextlib
import torch
import torch.nn as nn

net = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
buf = io.StringIO()
print(net, file=buf)
for n, p in net.named_parameters():
    print(f"{n}: {tuple(p.shape)}", file=buf)
text = buf.getvalue()
print(repr(text))
print(len(text.splitlines()))
out = io.StringIO()
with contextlib.redirect_stdout(out):
    print("hidden")
    net.register_forward_hook(lambda m, i, o: print("hook fired", tuple(o.shape)))
    net(torch.ones(1, 2))
print("captured:", out.getvalue().splitlines())
s = io.StringIO("line1\nline2\nline3")
print(s.readline(), s.read(3), s.tell(), s.read())
s.seek(0)
print(list(s))
s.seek(0)
print(s.readlines())
s.close()
try:
    s.read()
except ValueError as e:
    print(type(e).__name__, e)
b = io.BytesIO()
b.write("模型".encode("utf-8"))
b.seek(0)
print(b.read(), b.getvalue().decode("utf-8"))
try:
    io.StringIO().write(3)
except TypeError as e:
    print(type(e).__name__, e)
