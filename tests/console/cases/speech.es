Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Nivel 1 de 3.
Lugar: Sala de entrada.
> 2 se
> e
> s
La puerta se abre con un chirrido.
> s
> around
Una puerta abierta, aquí.
Una puerta, a 1 paso al este y 8 al sur.
> exits
Una puerta abierta, aquí.
Una puerta, a 5 pasos al este y 2 al norte.
Una puerta, a 1 paso al este y 8 al sur.
> where
Nivel 1 de 3.
Lugar: Sala de entrada.
Las escaleras abajo aún no se han encontrado.
> near
norte: suelo
noreste: suelo
este: pared
sureste: pared
sur: suelo
suroeste: pared
oeste: pared
noroeste: suelo
> status
Vida 30 de 30, maná 18 de 18; nivel 1, experiencia 0 de 20; oro 0.
> s
Lugar: Sótanos fríos.
> run s
Unos pinchos dentados desgarran a Iva.
Iva sangra.
Iva pierde sangre (1).
Vida 29 de 30.
Sobre ti: sangrado (2 turnos).
> run s
Iva pierde sangre (1).
Vida 28 de 30.
> around
Una puerta abierta, a 4 pasos al norte.
Una puerta, a 1 paso al este y 4 al sur.
> speech off
El modo de voz está desactivado: el mapa se muestra tras cada comando.
> speech on
El modo de voz está activado: solo lo nuevo, en palabras.
Nivel 1 de 3.
Lugar: Sótanos fríos.
Sobre ti: sangrado (1 turno).
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
