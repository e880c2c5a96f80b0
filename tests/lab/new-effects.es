Grom se acelera.
fuerza 10, defensa 6, agilidad 10, precisión 95, velocidad 150
Grom vuelve a su paso normal.
fuerza 10, defensa 6, agilidad 10, precisión 95, velocidad 100
Grom se mueve como entre barro.
fuerza 10, defensa 6, agilidad 10, precisión 95, velocidad 60
Grom vuelve a moverse con libertad.
El miedo se apodera de Grom.
fuerza 7, defensa 6, agilidad 10, precisión 85, velocidad 100
Grom domina el miedo.
Grom se tambalea, confundido.
fuerza 10, defensa 6, agilidad 5, precisión 65, velocidad 100
Grom vuelve a pensar con claridad.
Grom queda cegado y golpea hacia los ruidos.
fuerza 10, defensa 6, agilidad 10, precisión 55, velocidad 100
Grom vuelve a ver.
El ácido corroe la armadura de Grom.
El ácido corroe más hondo la armadura de Grom (capas: 3).
fuerza 10, defensa 3, agilidad 10, precisión 95, velocidad 100
Se agota el ácido que cubría a Grom.
fuerza 10, defensa 6, agilidad 10, precisión 95, velocidad 100
Un roce helado drena a Grom.
fuerza 8, defensa 6, agilidad 10, precisión 95, velocidad 100
Grom pierde vida drenada (2).
Grom pierde vida drenada (2).
Grom recupera el calor.
Grom siente la fuerza hinchar cada músculo.
fuerza 13, defensa 6, agilidad 10, precisión 95, velocidad 100
La fuerza de Grom vuelve a la normalidad.
fuerza 10, defensa 6, agilidad 10, precisión 95, velocidad 100
