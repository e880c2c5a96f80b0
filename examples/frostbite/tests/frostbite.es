La escarcha trepa por Iva.
La escarcha se espesa sobre Iva (2 capas).
La escarcha trepa por Ivo.
La escarcha se espesa sobre Iva (3 capas).
¡Iva se congela hasta los huesos!
mymod:frostbite (congelación): potencia 2, capas 3, turnos 3, estado 0 0 0 0
(0, 0) : congelación (mymod:frostbite)
La escarcha muerde a Iva (2).
