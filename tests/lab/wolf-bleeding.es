Ход 1
Вълк sangra.
Вълк pierde sangre (1).
Vida 14/15 [sangre:2]
Ход 2
Вълк sangra con más fuerza (heridas: 2).
Вълк pierde sangre (2).
Vida 12/15 [sangrex2:2]
Ход 3
Вълк sangra con más fuerza (heridas: 3).
Вълк pierde sangre (3).
Vida 9/15 [sangrex3:2]
Ход 4
Вълк pierde sangre (3).
Vida 6/15 [sangrex3:1]
Ход 5
Вълк pierde sangre (3).
Вълк: ¡herida grave!
Las heridas de Вълк dejan de sangrar.
Vida 3/15
Sangre derramada: 12
