# TheAlgorithms/Python, physics/orbital_transfer_work.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def orbital_transfer_work(
    mass_central: float, mass_object: float, r_initial: float, r_final: float
) -> str:
    """
    Calculates the work required to move an object from one orbit to another in a
    gravitational field based on the change in total mechanical energy.

    The formula used is:
        W = (G * M * m / 2) * (1/r_initial - 1/r_final)

    where:
        W = work done (Joules)
        G = gravitational constant (6.67430 * 10^-11 m^3 kg^-1 s^-2)
        M = mass of the central body (kg)
        m = mass of the orbiting object (kg)
        r_initial = initial orbit radius (m)
        r_final = final orbit radius (m)

    Args:
        mass_central (float): Mass of the central body (kg)
        mass_object (float): Mass of the object being moved (kg)
        r_initial (float): Initial orbital radius (m)
        r_final (float): Final orbital radius (m)

    Returns:
        str: Work done in Joules as a string in scientific notation (3 decimals)

    Examples:
        >>> orbital_transfer_work(5.972e24, 1000, 6.371e6, 7e6)
        '2.811e+09'
        >>> orbital_transfer_work(5.972e24, 500, 7e6, 6.371e6)
        '-1.405e+09'
        >>> orbital_transfer_work(1.989e30, 1000, 1.5e11, 2.28e11)
        '1.514e+11'
    """
    gravitational_constant = 6.67430e-11

    if r_initial <= 0 or r_final <= 0:
        raise ValueError("Orbital radii must be greater than zero.")

    work = (gravitational_constant * mass_central * mass_object / 2) * (
        1 / r_initial - 1 / r_final
    )
    return f"{work:.3e}"


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(orbital_transfer_work(5.972e24, 1000, 6.371e6, 7e6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(orbital_transfer_work(5.972e24, 500, 7e6, 6.371e6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(orbital_transfer_work(1.989e30, 1000, 1.5e11, 2.28e11))
except Exception as _e:
    print(type(_e).__name__, _e)
