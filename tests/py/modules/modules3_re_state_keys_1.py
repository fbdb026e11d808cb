import re
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
ckpt = OrderedDict(("module." + k, v) for k, v in net.state_dict().items())
print(list(ckpt.keys()))
clean = OrderedDict((re.sub(r"^module\.", "", k), v) for k, v in ckpt.items())
print(list(clean.keys()))
print(net.load_state_dict(clean))
renamed = {re.sub(r"(\d+)\.(weight|bias)", r"layer\1_\2", k): tuple(v.shape) for k, v in net.state_dict().items()}
print(renamed)
pat = re.compile(r"(?P<idx>\d+)\.(?P<kind>weight|bias)")
for k in net.state_dict():
    m = pat.match(k)
    print(m, m.group("idx"), m["kind"], m.groups(), m.groupdict(), m.span(), m.start(2), m.end())
print(pat, pat.pattern, pat.groups, pat.groupindex)
print(re.findall(r"\d+", "layer12.block3.conv45"))
print(re.findall(r"(\w+)\.(\d+)", "enc.0 dec.12 head.3"))
print(re.split(r"[._]", "encoder.layer_0.weight"))
print(re.split(r"(\.)", "a.b.c"), re.split(r"\.", "a.b.c", maxsplit=1))
print(re.search(r"bias$", "fc.bias"), re.search(r"^bias", "fc.bias"))
print(re.fullmatch(r"[a-z]+\.\d", "fc.0"), re.fullmatch(r"[a-z]+", "fc.0"))
print(re.sub(r"\s+", " ", "  many   spaces\there  ").strip())
print(re.sub(r"(?i)LINEAR", "Dense", "Linear linear LINEAR"))
print(re.sub(r"x*", "-", "abxd"), re.subn(r"a", "b", "banana"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1b22c333"))
print(re.findall(r"[A-Z][a-z]+", "BatchNorm2dLayerNorm"), re.findall(r"(?<=_)\w", "a_b_c"))
print(re.escape("fc.weight[0]*2"), re.match(r"a|b|c", "cab"))
print(re.findall(r"\bfc\d?\b", "fc fc1 xfc fc22"), re.findall(r"a.c", "abc a\nc", re.S))
print(re.findall(r"^\w+", "one\ntwo\nthree", re.M), re.I, re.I | re.M, re.compile("x", re.I))
for bad in ["(abc", "abc)", "*a", "a**", "[a-", r"\q", "a{3,1}"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(repr(bad), "->", type(e).__name__, e)
print(re.match(r"(a)(b)?", "ac").groups(), re.match(r"(a)(b)?", "ac").groups("-"))
print(re.findall(r"(a|b)*c", "abac"), re.match(r"(\w)\1", "aa"), re.match(r"<.*?>", "<a><b>").group())
print(re.match(r"\d{2,3}", "12345").group(), re.match(r"\d{2,3}?", "12345").group())
keys = ["encoder.layers.0.attn.q.weight", "encoder.layers.1.ffn.weight", "head.bias"]
print([k for k in keys if re.search(r"layers\.\d+\.attn", k)])
print(sorted(keys, key=lambda k: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", k)]))
