# Cython declarations for game.py (pure-Python mode: the .py stays the reference): the
# engine's entry points call the rules in C (cimported), not through the module's attributes.
from . cimport rules
