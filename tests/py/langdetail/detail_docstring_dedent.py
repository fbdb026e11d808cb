def a():
    """   lead spaces first.
      two
    one
	tabbed
          
    """
def b():
    """no newline"""
def c():
    """
    starts on second line
        deeper
    """
def d():
    """x
  less
    more  
 
"""
class K:
    """  Class doc
        indented
    """
def e():
    "\tfirst\n\t  second"
for f in (a, b, c, d, K, e): print(repr(f.__doc__))


def g():
    """  x  """


def h():
    """x
       """


def k():
    """  
    """


"""not a docstring, an expression"""
print(repr(g.__doc__), repr(h.__doc__), repr(k.__doc__))
print(repr(__doc__))


class Model:
    """A model.

    Args:
        dim: the width
    """

    def forward(self, x):
        """Run it.

        Returns the input.
        """
        return x


print(Model.__doc__)
print(Model.forward.__doc__)
