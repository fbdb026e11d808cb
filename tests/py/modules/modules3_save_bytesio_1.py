import io
import torch
import torch.nn as nn

torch.manual_seed(1)
lin = nn.Linear(3, 2)
buffer = io.BytesIO()
torch.save(lin.state_dict(), buffer)
print(buffer.tell() > 0, len(buffer.getvalue()) > 0)
try:
    torch.load(buffer)  # forgot to rewind
except Exception as e:
    print(type(e).__name__, repr(str(e)))
buffer.seek(0)
sd = torch.load(buffer)
print(list(sd.keys()))
print(sd["weight"])
buffer.seek(0)
lin2 = nn.Linear(3, 2)
lin2.load_state_dict(torch.load(buffer, weights_only=True))
print(torch.equal(lin.weight, lin2.weight))

# copying the bytes into a new buffer
buf2 = io.BytesIO(buffer.getvalue())
print(torch.load(buf2)["bias"])

# several objects in several buffers
bufs = []
for i in range(3):
    b = io.BytesIO()
    torch.save({"step": i, "t": torch.full((2,), float(i))}, b)
    bufs.append(b)
for b in reversed(bufs):
    b.seek(0)
    d = torch.load(b)
    print(d["step"], d["t"])

try:
    torch.load(io.BytesIO())
except EOFError as e:
    print("EOFError", repr(str(e)))
closed = io.BytesIO()
closed.close()
try:
    torch.save(lin.state_dict(), closed)
except ValueError as e:
    print("ValueError", e)
