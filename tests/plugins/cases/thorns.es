A Iva le brotan espinas.
Vida 30/30 [espina:3]
Las espinas de Iva pinchan a Gob (2).
Gob golpea a Iva (3).
¿Que las espinas pinchen a Gob? yes
Las espinas de Iva pinchan a Gob (2).
Gob golpea a Iva (3).
¿Que las espinas pinchen a Gob? no
Iva retiene las espinas.
Gob golpea a Iva (3).
Iva golpea a Gob (3).
Iva deja espinas a su paso.
Iva deja espinas a su paso.
(0, 0) ; espinas (test:thorns)
(1, 0) ; espinas (test:thorns)
fuerza 4, defensa 2
Las espinas de Iva se marchitan tras 3 golpes.
A Gob le brotan espinas.
Gob muere.
Gob cae, y las espinas atrapan a Iva.
Iva muere.
