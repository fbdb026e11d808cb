import textwrap
import torch.nn as nn

net = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
print(textwrap.indent(str(net), "    "))
print(textwrap.indent(str(net), "> ", lambda line: "Linear" in line))
doc = """
    这是一个说明。
        缩进的行
    The nn.Module registry keeps parameters, buffers and submodules.
    """
print(repr(textwrap.dedent(doc)))
text = ("nn.Module is a registry: assigning a Parameter registers it in _parameters, a Module in _modules, "
        "and a tensor registered with register_buffer goes to _buffers; plain attributes stay in __dict__.")
print(textwrap.fill(text, width=40))
print(textwrap.wrap(text, 30)[:3])
print(textwrap.fill(text, 50, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=60))
print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world", width=11))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("well-known state-of-the-art models", 12))
print(textwrap.fill("a\tb\nc  d", 20), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.dedent("  a\n    b\n  c"), textwrap.dedent("\ta\n\tb"))
