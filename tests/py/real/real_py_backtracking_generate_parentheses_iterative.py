# TheAlgorithms/Python, backtracking/generate_parentheses_iterative.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def generate_parentheses_iterative(length: int) -> list[str]:
    """
    Generate all valid combinations of parentheses (Iterative Approach).

    The algorithm works as follows:
    1. Initialize an empty list to store the combinations.
    2. Initialize a stack to keep track of partial combinations.
    3. Start with empty string and push it on stack along with
       the counts of '(' and ')'.
    4. While the stack is not empty:
        a. Pop a partial combination and its open and close counts from the stack.
        b. If the combination length is equal to 2*length, add it to the result.
        c. If open count < length, push new combination with added '(' on stack.
        d. If close count < open count, push new combination with added ')' on stack.
    5. Return the result containing all valid combinations.

    Args:
        length: The desired length of the parentheses combinations

    Returns:
        A list of strings representing valid combinations of parentheses

    Time Complexity:
        O(2^(2*length))

    Space Complexity:
        O(2^(2*length))

    >>> generate_parentheses_iterative(3)
    ['()()()', '()(())', '(())()', '(()())', '((()))']
    >>> generate_parentheses_iterative(2)
    ['()()', '(())']
    >>> generate_parentheses_iterative(1)
    ['()']
    >>> generate_parentheses_iterative(0)
    ['']
    """
    if length == 0:
        return [""]

    result: list[str] = []
    stack: list[tuple[str, int, int]] = []

    # Each element in stack is a tuple (current_combination, open_count, close_count)
    stack.append(("", 0, 0))

    while stack:
        current_combination, open_count, close_count = stack.pop()

        if len(current_combination) == 2 * length:
            result.append(current_combination)
            continue

        if open_count < length:
            stack.append((current_combination + "(", open_count + 1, close_count))

        if close_count < open_count:
            stack.append((current_combination + ")", open_count, close_count + 1))

    return result


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(generate_parentheses_iterative(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(generate_parentheses_iterative(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(generate_parentheses_iterative(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(generate_parentheses_iterative(0))
except Exception as _e:
    print(type(_e).__name__, _e)
