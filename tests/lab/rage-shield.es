¡La ira se apodera de Ива!
Un escudo protege a Ива.
fuerza 14, defensa 7
Ход 1
fuerza 14, defensa 7
Ход 2
El escudo de Ива se desvanece.
fuerza 14, defensa 2
Ход 3
Ива se calma.
fuerza 10, defensa 4
