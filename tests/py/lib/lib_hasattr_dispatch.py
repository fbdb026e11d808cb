class Model:
    def forward(self, x):
        return x * 2
    def reset_parameters(self):
        print("reset")
class Other:
    pass
for obj in (Model(), Other()):
    if hasattr(obj, "reset_parameters"):
        obj.reset_parameters()
    fn = getattr(obj, "forward", None)
    print(type(obj).__name__, fn(3) if callable(fn) else "no forward")
print(callable(getattr(Model, "forward")), getattr(Other, "__name__"))
