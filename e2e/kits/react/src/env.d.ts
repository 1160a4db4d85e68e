/// <reference types="@shwe/elements/react" />
