import warnings
warnings.warn("plain warning")
warnings.warn("deprecated thing", DeprecationWarning)
warnings.warn("future thing", FutureWarning)
warnings.warn(RuntimeWarning("instance warning"))
for i in range(3):
    warnings.warn("in a loop")
def f():
    warnings.warn("called from f", stacklevel=2)
f()
warnings.warn("plain warning")
