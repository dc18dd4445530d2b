"""Times Kiwi (python3-kiwisolver, a C++ Cassowary) on a system SolverBenchmark wrote.

Input (JSON): {"variables": n, "constraints": [[terms, constant, relation, priority], ...],
"titles": [[hug, compress], ...], "rounds": r}. Prints one line of milliseconds per phase:
"kiwi first <ms> change <ms> width <ms>", each the median of the rounds.

The constraint objects are made before the clock starts, so the times are Kiwi's own plus one
Python call per constraint (well under a microsecond each).
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    # Our weights, 10^(priority / 100), scaled by one constant (which leaves the optimum
    # alone) to stay below Kiwi's required strength (about 1.001e9).
    return 10 ** (max(1.0, min(999.0, priority)) / 100) / 11


def make(variables, spec):
    terms, constant, relation, priority = spec
    expression = sum((variables[i] * c for i, c in terms), constant)
    if relation == "eq":
        c = expression == 0
    elif relation == "le":
        c = expression <= 0
    else:
        c = expression >= 0
    return c | strength(priority)


def main():
    data = json.load(open(sys.argv[1]))
    rounds = data["rounds"]
    first, change, resize = [], [], []
    for _ in range(rounds):
        variables = [kiwi.Variable("v%d" % i) for i in range(data["variables"])]
        constraints = [make(variables, spec) for spec in data["constraints"]]
        solver = kiwi.Solver()
        start = time.perf_counter()
        # The window's width, a required constraint, as in SolverBenchmark.
        width = variables[0] == 375
        solver.addConstraint(width)
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        first.append(time.perf_counter() - start)
        # One title's text changes: its two height constraints are replaced.
        hug, compress = data["titles"][len(data["titles"]) // 2]
        spec_hug = list(data["constraints"][hug])
        spec_compress = list(data["constraints"][compress])
        spec_hug[1] = spec_compress[1] = -40
        new_hug, new_compress = make(variables, spec_hug), make(variables, spec_compress)
        start = time.perf_counter()
        solver.removeConstraint(constraints[hug])
        solver.removeConstraint(constraints[compress])
        solver.addConstraint(new_hug)
        solver.addConstraint(new_compress)
        solver.updateVariables()
        change.append(time.perf_counter() - start)
        # The window is resized: Kiwi has no constant to move in place, so the width's
        # constraint is replaced.
        wider = variables[0] == 414
        start = time.perf_counter()
        solver.removeConstraint(width)
        solver.addConstraint(wider)
        solver.updateVariables()
        resize.append(time.perf_counter() - start)
    ms = lambda xs: statistics.median(xs) * 1000
    print("kiwi first %.4f change %.4f width %.4f" % (ms(first), ms(change), ms(resize)))


main()
