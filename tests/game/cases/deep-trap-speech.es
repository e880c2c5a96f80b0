Iva, la bárbara, se adentra en la oscuridad.
Nivel 1 de 10.
> 3 n
La puerta se abre con un chirrido.
Oro, a 1 paso al este.
> 34 e
Recoges 9 monedas de oro.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (2).
Un pergamino de identificación, a 2 pasos al oeste y 4 al norte.
Oro, a 4 pasos al norte.
Vida 36 de 38.
Sobre ti: veneno (2 turnos).
> 1 e
El veneno quema a Iva (2).
Vida 34 de 38.
> near
norte: suelo
noreste: suelo
este: suelo
sureste: pared
sur: pared
suroeste: pared
oeste: una aguja envenenada
noroeste: suelo
> La partida está guardada en ~/.local/share/bloodtrail/save.
