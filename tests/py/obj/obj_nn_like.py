class Param:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"Param({self.v})"


class Module:
    def __init__(self):
        object.__setattr__(self, "_params", {})
        object.__setattr__(self, "_modules", {})
        self.training = True

    def __setattr__(self, name, value):
        if isinstance(value, Param):
            self._params[name] = value
        elif isinstance(value, Module):
            self._modules[name] = value
        else:
            object.__setattr__(self, name, value)

    def __getattr__(self, name):
        if name in self._params:
            return self._params[name]
        if name in self._modules:
            return self._modules[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name):
        if name in self._params:
            del self._params[name]
        else:
            object.__delattr__(self, name)

    def __call__(self, *args):
        return self.forward(*args)

    def parameters(self):
        for p in self._params.values():
            yield p
        for m in self._modules.values():
            yield from m.parameters()


class Linear(Module):
    def __init__(self, n):
        super().__init__()
        self.weight = Param(n)
        self.bias = Param(0)

    def forward(self, x):
        return x * self.weight.v + self.bias.v


class Net(Module):
    def __init__(self):
        super().__init__()
        self.fc1 = Linear(2)
        self.fc2 = Linear(3)
        self.scale = 10

    def forward(self, x):
        return self.fc2(self.fc1(x)) * self.scale


net = Net()
print(net(1), list(net.parameters()), net.training, net.scale)
print(sorted(net.__dict__), sorted(net._modules), net.fc1.weight)
del net.fc1.bias
print(list(net.fc1._params))
try:
    net.missing
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(net, "fc2"), hasattr(net, "fc9"), getattr(net, "fc9", None))
